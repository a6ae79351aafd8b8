-- Daily accrual (DESIGN.md §7 Contract, §16 Mining): one row per contract and closed UTC day it mined,
-- with every figure and rate used, so the customer's history is derived from recorded facts. The
-- primary key (contract_id, day) is the idempotency: a re-run or two workers at once record a day once.
-- Figures follow src/plans/estimates.ts exactly (the job applies its per-hashrate factors here).

-- The UUID src/events/derived-id.ts `uuidFrom` makes (version 8 from a SHA-256 of the name): the
-- accrual's journal id is derived from the contract and the day in the same statement that records
-- it (test/accruals.test.ts checks both give the same id).
create function mining_uuid_from(name text) returns uuid language sql immutable as $$
  select (substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-8' || substr(h, 14, 3) || '-' ||
          to_hex((('x' || substr(h, 17, 1))::bit(4)::integer & 3) | 8) || substr(h, 18, 3) || '-' ||
          substr(h, 21, 12))::uuid
  from (select encode(sha256(convert_to(name, 'UTF8')), 'hex') as h) as hashed
$$;

create table accruals (
  contract_id uuid not null references contracts (id),
  day date not null,
  user_id uuid not null,
  coin text not null references coins (code),
  plan_id text not null references plans (id),
  hashrate_mhs bigint not null check (hashrate_mhs > 0),
  -- The parameters in force at the end of the day and the day's fixing rates (micro-USD per coin).
  hashprice_msat_per_th_day bigint not null check (hashprice_msat_per_th_day >= 0),
  fee_micro_usd_per_th_day bigint not null check (fee_micro_usd_per_th_day >= 0),
  btc_micro_usd bigint not null check (btc_micro_usd > 0),
  coin_micro_usd bigint not null check (coin_micro_usd > 0),
  gross_sat bigint not null check (gross_sat >= 0),
  fee_micro_usd bigint not null check (fee_micro_usd >= 0),
  net_sat bigint not null,
  net_coin_minor bigint not null,
  -- Profitable days (net > 0 in the coin's minor units) are posted by funds; the others are recorded only.
  profitable boolean not null check (profitable = (net_coin_minor > 0)),
  -- Unprofitable days in a row ending with this one (0 when profitable); 21 terminate the contract.
  unprofitable_streak integer not null check (unprofitable_streak >= 0),
  journal_id uuid not null unique,
  recorded_at timestamptz not null,
  primary key (contract_id, day)
);
create index accruals_day on accruals (day);
create trigger accruals_append_only before update or delete on accruals
  for each row execute function mining_append_only();
create trigger accruals_no_truncate before truncate on accruals execute function mining_append_only();

-- One row per day the job has run: DONE, or WAITING_FOR_RATES when some coin mined that day has no
-- fixing rate yet (those contracts are accrued by a later run; a rate is never invented).
create table accrual_runs (
  day date primary key,
  status text not null check (status in ('DONE', 'WAITING_FOR_RATES')),
  waiting_coins text[] not null default '{}',
  accrued integer not null default 0 check (accrued >= 0),
  updated_at timestamptz not null
);
