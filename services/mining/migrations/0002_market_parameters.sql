-- Honest plans (DESIGN.md §2 rule 6): every figure a plan shows is computed from the market
-- parameters below and the feed's rates. The marketing constants of 0001 go.
alter table plans drop column estimated_profit_percent;
alter table plans drop column estimated_daily_payout_minor;

-- A Pro variant of each tier costs more and charges a lower maintenance fee. Its id continues the
-- coin's numbering (tiers 1-3 are btc-1..btc-3, their Pro variants btc-4..btc-6), so it fits the
-- plan id check funds keeps on mining deposits ('^[a-z]+-[1-9]$') and the mining.plan.priced contract.
alter table plans add column variant text not null default 'STANDARD' check (variant in ('STANDARD', 'PRO'));
-- The share of a contract's unused value a customer may borrow against it (pledging, a later part).
alter table plans add column loan_to_value_percent integer not null default 50
  check (loan_to_value_percent between 0 and 100);
alter table plans drop constraint plans_coin_tier_key;
alter table plans add constraint plans_coin_tier_variant_key unique (coin, tier, variant);
alter table plans add constraint plans_id_names_coin_tier_variant check (
  id = lower(coin) || '-' || (tier + case variant when 'PRO' then 3 else 0 end)::text
);
alter table plans alter column variant drop default;

-- Pro: the same hashrate and term for 20 % more.
insert into plans (id, coin, tier, term_months, price_usd, hashrate_ths, variant)
select lower(coin) || '-' || (tier + 3)::text, coin, tier, term_months, price_usd * 6 / 5, hashrate_ths, 'PRO'
from plans where variant = 'STANDARD';

-- History rows are facts: appended, never changed (DESIGN.md §2 rule 3).
create function mining_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end $$;

-- Who set a value: 'system' (the simulator, the seed) or an admin's id.
-- request_id: the admin's idempotency key; the same request twice records one row.

-- (1) The hashprice: millisatoshi earned per TH/s per day (50,000 msat = 0.0000005 BTC).
-- A 'system' row belongs to one UTC day (system_day) and is written once for it.
create table hashprice_history (
  id bigserial primary key,
  msat_per_th_day bigint not null check (msat_per_th_day between 1 and 10000000),
  valid_from timestamptz not null,
  set_by text not null check (set_by = 'system' or set_by ~ '^[0-9a-f-]{36}$'),
  reason text not null check (length(reason) between 1 and 300),
  system_day date unique,
  request_id uuid unique,
  recorded_at timestamptz not null default now(),
  check ((set_by = 'system') = (system_day is not null)),
  check ((set_by = 'system') = (request_id is null))
);
create index hashprice_history_valid_from on hashprice_history (valid_from desc, id desc);

-- (2) The maintenance fee per plan: micro-USD per TH/s per day (36,000 µUSD = 0.036 USD).
create table plan_fee_history (
  id bigserial primary key,
  plan_id text not null references plans (id),
  micro_usd_per_th_day bigint not null check (micro_usd_per_th_day between 0 and 1000000),
  valid_from timestamptz not null,
  set_by text not null check (set_by = 'system' or set_by ~ '^[0-9a-f-]{36}$'),
  reason text not null check (length(reason) between 1 and 300),
  request_id uuid unique,
  recorded_at timestamptz not null default now()
);
create index plan_fee_history_plan on plan_fee_history (plan_id, valid_from desc, id desc);

-- (3) The platform's hashrate capacity per coin, in TH/s: sold hashrate may never exceed it.
create table capacity_history (
  id bigserial primary key,
  coin text not null references coins (code),
  capacity_ths bigint not null check (capacity_ths between 0 and 1000000000),
  valid_from timestamptz not null,
  set_by text not null check (set_by = 'system' or set_by ~ '^[0-9a-f-]{36}$'),
  reason text not null check (length(reason) between 1 and 300),
  request_id uuid unique,
  recorded_at timestamptz not null default now()
);
create index capacity_history_coin on capacity_history (coin, valid_from desc, id desc);

create trigger hashprice_history_append_only before update or delete on hashprice_history
  for each row execute function mining_append_only();
create trigger plan_fee_history_append_only before update or delete on plan_fee_history
  for each row execute function mining_append_only();
create trigger capacity_history_append_only before update or delete on capacity_history
  for each row execute function mining_append_only();

-- Seed values, valid from the epoch so they are current at once. Standard 0.036 USD, Pro 0.030 USD
-- per TH/s per day; 1,000,000 TH/s (1 EH/s) per coin. The hashprice is seeded by the simulator.
insert into plan_fee_history (plan_id, micro_usd_per_th_day, valid_from, set_by, reason)
select id, case variant when 'PRO' then 30000 else 36000 end, 'epoch', 'system', 'Initial maintenance fee'
from plans;
insert into capacity_history (coin, capacity_ths, valid_from, set_by, reason)
select code, 1000000, 'epoch', 'system', 'Initial capacity' from coins;

-- The feed's closes per coin and UTC day: the close of the newest one-minute candle seen for that
-- day. The newest day's row is the current rate; a past day's row is its fixing rate (accrual).
-- USD per coin in micro-USD (feed prices keep at most 5 decimals, so this is exact).
create table coin_daily_closes (
  coin text not null references coins (code) check (coin <> 'USDT'),
  day date not null,
  close_micro_usd bigint not null check (close_micro_usd > 0),
  candle_started_at timestamptz not null,
  updated_at timestamptz not null default now(),
  primary key (coin, day)
);

-- Every admin change, in mining's own database (DESIGN.md §2 rule 4), as funds keeps its own.
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
create trigger audit_log_append_only before update or delete on audit_log
  for each row execute function mining_append_only();
create trigger audit_log_no_truncate before truncate on audit_log execute function mining_append_only();
