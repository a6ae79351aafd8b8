-- Mining contracts (DESIGN.md §7 Contract, §16 Mining). A contract sells hashrate for a term.
-- Hashrate is kept in MH/s (a plan's TH/s × 1,000,000), so a price that is not a whole multiple of the
-- plan's price still buys an exact, whole amount (ADR 0015's unit inside the formulas).
-- Days are UTC dates: the contract mines the days starts_on .. expires_on - 1 (term_days of them);
-- a day counts as stopped when the contract was stopped at its end, and each stopped day moves the
-- expiry one day later: the effective expiry is expires_on + stopped_days (+ the days of a stop still
-- open). The row carries the current state; every change of state is a row in contract_transitions.
create table contracts (
  id uuid primary key,
  user_id uuid not null,
  plan_id text not null references plans (id),
  coin text not null references coins (code),
  source text not null check (source in ('PURCHASE', 'REFERRAL_BONUS', 'SUPPORT_GRANT')),
  hashrate_mhs bigint not null check (hashrate_mhs > 0),
  term_days integer not null check (term_days > 0),
  starts_on date not null,
  -- The nominal expiry (starts_on + term_days); stops extend it by stopped_days.
  expires_on date not null,
  status text not null check (status in ('PENDING_PAYMENT', 'MINING', 'STOPPED', 'EXPIRED', 'TERMINATED')),
  -- Why the contract is in its status (the admin's reason of the last transition, or CAPACITY_EXCEEDED).
  status_reason text check (length(status_reason) between 1 and 300),
  -- The UTC day of the open stop (while STOPPED) and the stopped days of the stops already ended.
  stopped_since date,
  stopped_days integer not null default 0 check (stopped_days >= 0),
  -- The first day the contract no longer mined (expired or terminated).
  ended_on date,
  -- A purchase names the confirmed deposit that paid for it, once (funds.deposit.confirmed).
  deposit_id uuid unique,
  price_asset text check (price_asset ~ '^[A-Z]{3,5}$'),
  price_minor bigint check (price_minor > 0),
  -- The refund requested from funds (mining.contract.refund_requested), at most one per contract.
  refund_reason text check (refund_reason in ('CAPACITY_EXCEEDED', 'TERMINATED_BY_SUPPORT')),
  refund_minor bigint check (refund_minor > 0),
  refund_remaining_days integer check (refund_remaining_days >= 0),
  created_at timestamptz not null,
  updated_at timestamptz not null,
  check (expires_on = starts_on + term_days),
  check ((status = 'STOPPED') = (stopped_since is not null)),
  check ((status in ('EXPIRED', 'TERMINATED')) = (ended_on is not null)),
  check ((source = 'PURCHASE') = (deposit_id is not null)),
  check ((deposit_id is null) = (price_minor is null) and (price_minor is null) = (price_asset is null)),
  check ((refund_reason is null) = (refund_minor is null) and (refund_minor is null) = (refund_remaining_days is null)),
  check (refund_minor is null or (status = 'TERMINATED' and refund_minor <= price_minor))
);
create index contracts_user on contracts (user_id, created_at desc, id desc);
-- What is sold per coin: the contracts that still hold capacity.
create index contracts_holding_capacity on contracts (coin) where status in ('PENDING_PAYMENT', 'MINING', 'STOPPED');
-- The expiry sweep's candidates.
create index contracts_mining_expiry on contracts ((expires_on + stopped_days)) where status = 'MINING';

-- Every change of a contract's status: append-only (DESIGN.md §2 rule 3). from_status is null for the
-- creation. acted_by: 'system' (a payment, the expiry sweep) or the admin's id. effective_on: the UTC
-- day the change took effect (what stopped days and refunds count from).
create table contract_transitions (
  id bigserial primary key,
  contract_id uuid not null references contracts (id),
  from_status text check (from_status in ('PENDING_PAYMENT', 'MINING', 'STOPPED', 'EXPIRED', 'TERMINATED')),
  to_status text not null check (to_status in ('PENDING_PAYMENT', 'MINING', 'STOPPED', 'EXPIRED', 'TERMINATED')),
  reason text not null check (length(reason) between 1 and 300),
  acted_by text not null check (acted_by = 'system' or acted_by ~ '^[0-9a-f-]{36}$'),
  at timestamptz not null,
  effective_on date not null
);
create index contract_transitions_contract on contract_transitions (contract_id, id);
create trigger contract_transitions_append_only before update or delete on contract_transitions
  for each row execute function mining_append_only();
create trigger contract_transitions_no_truncate before truncate on contract_transitions
  execute function mining_append_only();
-- Contracts are facts too: their state changes, but no contract is ever deleted.
create trigger contracts_no_delete before delete on contracts
  for each row execute function mining_append_only();
