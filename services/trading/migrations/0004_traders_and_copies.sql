-- Traders customers may copy, their copies, and trading's admin audit log (DESIGN.md §2, §16).
-- Money is bigint minor units of USD. Nothing here is ever deleted: a retired trader keeps its record,
-- a stopped copy keeps its allocation and dates.

-- A trader's figures shown to customers are computed from its recorded trades: there is no win-rate column.
create table traders (
  id uuid primary key,
  name text not null check (length(name) between 1 and 100),
  email text not null check (length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  description text not null check (length(description) <= 2000),
  -- The share of a copier's net profit above its high-water mark: 0 to 50 %.
  profit_share_bps integer not null check (profit_share_bps between 0 and 5000),
  -- The model account's stated equity: copiers' mirrors are sized by allocation ÷ equity.
  equity_minor bigint not null check (equity_minor > 0),
  min_allocation_minor bigint not null check (min_allocation_minor > 0),
  max_allocation_minor bigint not null,
  created_at timestamptz not null,
  retired_at timestamptz,
  retire_reason text check (length(retire_reason) between 3 and 300),
  check (max_allocation_minor >= min_allocation_minor),
  check ((retired_at is null) = (retire_reason is null))
);

-- A retired trader stays as it was retired; no trader is deleted.
create function traders_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'traders are never deleted; retire trader % instead', old.id;
  end if;
  if old.retired_at is not null then
    raise exception 'trader % is retired', old.id;
  end if;
  if new.id <> old.id or new.created_at <> old.created_at then
    raise exception 'the identity of trader % never changes', old.id;
  end if;
  return new;
end;
$$;
create trigger traders_guard before update or delete on traders for each row execute function traders_guard();

-- The model account's trades (placed by the trader desk, later) name their trader; statistics read them.
alter table trades add column trader_id uuid references traders (id);
create index trades_of_trader on trades (trader_id) where trader_id is not null;

-- A customer copying a trader with an allocation. The copy's id is the customer's requestId.
create table copies (
  id uuid primary key,
  user_id uuid not null,
  trader_id uuid not null references traders (id),
  allocation_minor bigint not null check (allocation_minor > 0),
  started_at timestamptz not null,
  stopped_at timestamptz check (stopped_at >= started_at)
);
-- At most one open copy per customer and trader, whatever races the service loses.
create unique index copies_one_open on copies (user_id, trader_id) where stopped_at is null;
create index copies_open_of_trader on copies (trader_id) where stopped_at is null;

-- A copy only ever stops, once.
create function copies_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'copies are never deleted';
  end if;
  if old.stopped_at is not null then
    raise exception 'copy % already stopped', old.id;
  end if;
  if (to_jsonb(new) - 'stopped_at') is distinct from (to_jsonb(old) - 'stopped_at') then
    raise exception 'copy % only ever stops', old.id;
  end if;
  return new;
end;
$$;
create trigger copies_guard before update or delete on copies for each row execute function copies_guard();

-- Every admin action of trading (DESIGN.md §2 rule 4): who, from where, what, before and after.
create table audit_log (
  id bigserial primary key,
  admin_id uuid not null,
  at timestamptz not null default now(),
  ip text not null,
  operation text not null,
  target_type text not null,
  target_id text not null,
  before jsonb,
  after jsonb
);
create index audit_log_at on audit_log (at desc);
create function audit_log_append_only() returns trigger language plpgsql as $$
begin
  raise exception 'the audit log is append-only';
end;
$$;
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function audit_log_append_only();
create trigger audit_log_no_truncate before truncate on audit_log execute function audit_log_append_only();
