-- CFD trades and options (DESIGN.md §7, §16). Money is bigint minor units of the customer's trading
-- currency (held by funds); prices are recorded ticks; figures never change once written.

-- The quote currency of each instrument (profit is computed in it, then converted), the payout
-- ratio of its options (at most 95 %), and whether it may be traded now.
alter table instruments add column quote_currency text;
update instruments set quote_currency = case market when 'CURRENCIES' then right(symbol, 3) when 'CRYPTO' then 'USDT' else 'USD' end;
alter table instruments alter column quote_currency set not null;
alter table instruments add constraint instruments_quote_currency check (quote_currency ~ '^[A-Z]{3,4}$');
alter table instruments add column payout_bps integer not null default 8500 check (payout_bps between 0 and 9500);
alter table instruments add column tradable boolean not null default true;

-- The saga's first step (DESIGN.md §8): trading records that it asks funds for a hold before it asks.
-- A request left undecided (a crash, a timeout) is abandoned by the reconciler, which tells funds.
create table hold_requests (
  hold_id text primary key check (hold_id ~ '^(trade|option):[0-9a-f-]{36}$'),
  user_id uuid not null,
  requested_at timestamptz not null,
  outcome text check (outcome in ('OPENED', 'REFUSED', 'ABANDONED')),
  decided_at timestamptz,
  check ((outcome is null) = (decided_at is null))
);
create index hold_requests_undecided on hold_requests (requested_at) where outcome is null;

create table trades (
  id uuid primary key,
  user_id uuid not null,
  symbol text not null references instruments (symbol),
  side text not null check (side in ('BUY', 'SELL')),
  status text not null default 'OPEN' check (status in ('OPEN', 'CLOSED', 'VOIDED')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  margin_minor bigint not null check (margin_minor > 0),
  leverage integer not null check (leverage between 1 and 1000),
  -- The lot size: margin (in the quote currency at the opening rate) × leverage ÷ opening price.
  units numeric(38, 8) not null check (units > 0),
  open_tick_id bigint not null references ticks (id),
  open_price numeric(20, 5) not null check (open_price > 0),
  -- Trading currency per unit of the quote currency, from recorded feed prices.
  open_rate numeric(24, 10) not null check (open_rate > 0),
  opened_at timestamptz not null,
  take_profit numeric(20, 5) check (take_profit > 0),
  stop_loss numeric(20, 5) check (stop_loss > 0),
  close_out_price numeric(20, 5) not null check (close_out_price > 0),
  close_tick_id bigint references ticks (id),
  close_price numeric(20, 5) check (close_price > 0),
  close_rate numeric(24, 10) check (close_rate > 0),
  closed_at timestamptz,
  closed_by text check (closed_by in ('CUSTOMER', 'TAKE_PROFIT', 'STOP_LOSS', 'CLOSE_OUT', 'ADMIN')),
  profit_minor bigint,
  check ((status = 'OPEN') = (closed_at is null)),
  check (status <> 'CLOSED' or (close_tick_id is not null and close_price is not null and close_rate is not null
                                and closed_by is not null and profit_minor is not null)),
  -- Negative balance protection: a loss never exceeds the margin.
  check (profit_minor is null or profit_minor >= -margin_minor)
);
create index trades_of_user on trades (user_id, opened_at desc, id);
create index trades_open_by_symbol on trades (symbol) where status = 'OPEN';

create table options (
  id uuid primary key,
  user_id uuid not null,
  symbol text not null references instruments (symbol),
  direction text not null check (direction in ('HIGHER', 'LOWER', 'CALL', 'PUT')),
  status text not null default 'OPEN' check (status in ('OPEN', 'WON', 'LOST', 'TIED')),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  stake_minor bigint not null check (stake_minor > 0),
  payout_bps integer not null check (payout_bps between 0 and 9500),
  open_tick_id bigint not null references ticks (id),
  strike numeric(20, 5) not null check (strike > 0),
  opened_at timestamptz not null,
  expires_at timestamptz not null check (expires_at > opened_at),
  settle_tick_id bigint references ticks (id),
  settle_price numeric(20, 5) check (settle_price > 0),
  settled_at timestamptz,
  profit_minor bigint,
  check ((status = 'OPEN') = (settled_at is null)),
  check (status = 'OPEN' or (settle_tick_id is not null and settle_price is not null and profit_minor is not null)),
  check (profit_minor is null or profit_minor >= -stake_minor)
);
create index options_due on options (expires_at) where status = 'OPEN';
create index options_of_user on options (user_id, opened_at desc, id);

-- Records are append-only (DESIGN.md §2): a position is decided once, and what it opened with never changes.
create function positions_guard() returns trigger language plpgsql as $$
begin
  if old.status <> 'OPEN' then
    raise exception '% % is already %', tg_table_name, old.id, old.status;
  end if;
  if (to_jsonb(new) - array['status', 'close_tick_id', 'close_price', 'close_rate', 'closed_at', 'closed_by',
                            'profit_minor', 'settle_tick_id', 'settle_price', 'settled_at'])
     is distinct from
     (to_jsonb(old) - array['status', 'close_tick_id', 'close_price', 'close_rate', 'closed_at', 'closed_by',
                            'profit_minor', 'settle_tick_id', 'settle_price', 'settled_at']) then
    raise exception 'the opening figures of % % never change', tg_table_name, old.id;
  end if;
  return new;
end;
$$;
create trigger trades_guard before update on trades for each row execute function positions_guard();
create trigger options_guard before update on options for each row execute function positions_guard();
create function positions_no_delete() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger trades_no_delete before delete on trades for each row execute function positions_no_delete();
create trigger options_no_delete before delete on options for each row execute function positions_no_delete();
