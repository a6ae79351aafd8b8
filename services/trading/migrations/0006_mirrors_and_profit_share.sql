-- Copy trading (issue 15): the trader desk's model-account trades mirrored to copiers at the same tick,
-- mirrors that could not be placed and why, and the trader's profit share above each copier's
-- high-water mark. Everything here is append-only.

-- A mirror names the trader trade it copies (and, as the model trade does, its trader). A model trade
-- has trader_id set and copied_from null; its user_id is the trader's id (the model account).
alter table trades add column copied_from uuid references trades (id);
alter table trades add constraint trades_mirror_has_trader check (copied_from is null or trader_id is not null);
create index trades_mirrors_of on trades (copied_from) where copied_from is not null;
-- One mirror per copier and trader trade, whatever retries or replicas do.
create unique index trades_one_mirror on trades (copied_from, user_id) where copied_from is not null;

-- The conversion rates of a trader trade's fan-out (the USD row always exists: the desk needs it), fixed when it opens so that a fan-out resumed
-- after a restart sizes and prices every mirror exactly as the first attempt would have:
-- usd_rate: the trading currency per USD (the trader's margin is in USD), quote_rate: the trading
-- currency per unit of the instrument's quote currency (the mirror's opening rate). Integers of 1e-10.
create table mirror_rates (
  trader_trade_id uuid not null references trades (id),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  usd_rate numeric(24, 10) not null check (usd_rate > 0),
  quote_rate numeric(24, 10) not null check (quote_rate > 0),
  -- When the desk opened the trade: the copies started by then are mirrored (the opening tick may be
  -- up to a second older, and a copy started after the desk acted never gets a mirror at a past price).
  fixed_at timestamptz not null,
  primary key (trader_trade_id, currency)
);

-- A copier's mirror that was not placed, with its reason (shown to the desk and to the customer).
create table mirror_skips (
  id bigserial primary key,
  trader_trade_id uuid not null references trades (id),
  user_id uuid not null,
  trader_id uuid not null references traders (id),
  reason text not null check (reason in ('BELOW_MINIMUM', 'LEVERAGE_NOT_ALLOWED', 'DEPOSIT_REQUIRED',
    'INSUFFICIENT_FUNDS', 'ACCOUNT_DEACTIVATED', 'QUOTE_UNAVAILABLE', 'REQUEST_ABANDONED', 'FUNDS_UNAVAILABLE',
    'TRADER_TRADE_CLOSED', 'REFUSED')),
  detail text not null check (length(detail) <= 300),
  at timestamptz not null,
  unique (trader_trade_id, user_id)
);
create index mirror_skips_of_user on mirror_skips (user_id, at desc, id);

-- The trader's share of each closed mirror, per copier and trader (the high-water mark survives a
-- stop and a new copy): the copier's cumulative net profit of closed mirrors after this one, the
-- high-water mark before and after, and the share taken. The latest row per (user, trader) is the state.
create table profit_shares (
  trade_id uuid primary key references trades (id),
  user_id uuid not null,
  trader_id uuid not null references traders (id),
  seq integer not null check (seq >= 1),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  profit_minor bigint not null,
  cumulative_minor bigint not null,
  high_water_mark_before_minor bigint not null check (high_water_mark_before_minor >= 0),
  high_water_mark_minor bigint not null check (high_water_mark_minor >= high_water_mark_before_minor),
  share_bps integer not null check (share_bps between 0 and 5000),
  share_minor bigint not null check (share_minor >= 0),
  at timestamptz not null,
  -- The backstop of the per-copier lock: two closes can never both be the n-th.
  unique (user_id, trader_id, seq)
);

create function copy_records_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger mirror_rates_append_only before update or delete on mirror_rates
  for each row execute function copy_records_append_only();
create trigger mirror_skips_append_only before update or delete on mirror_skips
  for each row execute function copy_records_append_only();
create trigger profit_shares_append_only before update or delete on profit_shares
  for each row execute function copy_records_append_only();
