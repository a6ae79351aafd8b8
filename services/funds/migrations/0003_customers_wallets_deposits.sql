-- What funds knows of a customer, from identity's events: whether withdrawals are allowed, and the
-- trading currency, fixed by the first trading deposit (a ledger account never changes asset).
create table customers (
  user_id uuid primary key,
  identity_approved boolean not null default false,
  -- Time of the identity event applied last: a redelivered older event cannot undo a newer one.
  identity_event_at timestamptz,
  deactivated_at timestamptz,
  trading_currency text references assets (code) check (trading_currency in ('USD', 'EUR', 'GBP')),
  created_at timestamptz not null default now()
);

-- Every admin action of the funds domain (DESIGN.md §2 rule 4), append-only.
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
create trigger audit_log_append_only before update or delete on audit_log for each row execute function ledger_append_only();
create trigger audit_log_no_truncate before truncate on audit_log execute function ledger_append_only();

-- The pool of deposit addresses the admins manage. Only the address may change.
create table wallets (
  id uuid primary key default gen_random_uuid(),
  address text not null unique check (length(address) between 20 and 120 and address ~ '^[A-Za-z0-9]+$'),
  crypto text not null check (crypto in ('BTC', 'ETH')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

-- A customer's sticky deposit address per crypto: assigned once from the pool, kept for good.
create table deposit_addresses (
  user_id uuid not null,
  crypto text not null check (crypto in ('BTC', 'ETH')),
  wallet_id uuid not null references wallets (id),
  assigned_at timestamptz not null default now(),
  primary key (user_id, crypto)
);
create index deposit_addresses_wallet on deposit_addresses (wallet_id);

-- Deposits (DESIGN.md §7). The figures are facts and never change; only the status moves, once,
-- from PENDING, and every move is kept in deposit_transitions.
create table deposits (
  id uuid primary key,
  user_id uuid not null,
  purpose text not null check (purpose in ('TRADING', 'MINING')),
  price_asset text not null references assets (code),
  price_minor bigint not null check (price_minor > 0),
  crypto text not null check (crypto in ('BTC', 'ETH')),
  price_in_crypto_minor bigint not null check (price_in_crypto_minor > 0),
  wallet_address text not null,
  comment text not null check (length(comment) between 1 and 300),
  plan_id text check (plan_id ~ '^[a-z]+-[1-9]$'),
  link_timestamp_ms bigint not null,
  status text not null default 'PENDING' check (status in ('PENDING', 'CONFIRMED', 'FAILED', 'CANCELLED')),
  transaction_reference text check (length(transaction_reference) between 1 and 200),
  created_by_admin_id uuid,
  decided_by_admin_id uuid,
  failure_reason text check (length(failure_reason) <= 300),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((purpose = 'MINING') = (plan_id is not null)),
  check ((status = 'PENDING') = (decided_at is null)),
  check (status <> 'CANCELLED' or created_by_admin_id is not null),
  -- Money received off-platform is recorded with its reference from the start.
  check (created_by_admin_id is null or transaction_reference is not null)
);
create index deposits_user on deposits (user_id, created_at desc);
create index deposits_status on deposits (status, created_at desc);
create unique index deposits_link on deposits (wallet_address, link_timestamp_ms);

create table deposit_transitions (
  id bigserial primary key,
  deposit_id uuid not null references deposits (id),
  from_status text not null,
  to_status text not null,
  admin_id uuid,
  reason text,
  at timestamptz not null default now()
);
create trigger deposit_transitions_append_only before update or delete on deposit_transitions for each row execute function ledger_append_only();

create function deposits_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'deposits are never deleted';
  end if;
  if old.status <> 'PENDING' then
    raise exception 'deposit % is already %', old.id, old.status;
  end if;
  if (new.id, new.user_id, new.purpose, new.price_asset, new.price_minor, new.crypto, new.price_in_crypto_minor, new.wallet_address,
      new.comment, new.plan_id, new.link_timestamp_ms, new.created_by_admin_id, new.created_at)
     is distinct from
     (old.id, old.user_id, old.purpose, old.price_asset, old.price_minor, old.crypto, old.price_in_crypto_minor, old.wallet_address,
      old.comment, old.plan_id, old.link_timestamp_ms, old.created_by_admin_id, old.created_at) then
    raise exception 'a deposit''s figures never change';
  end if;
  insert into deposit_transitions (deposit_id, from_status, to_status, admin_id, reason)
  values (old.id, old.status, new.status, new.decided_by_admin_id, new.failure_reason);
  return new;
end;
$$;
create trigger deposits_guard before update or delete on deposits for each row execute function deposits_guard();
