-- Referral bonus, Income Booster and pledging (DESIGN.md §16 Mining; docs/mining.md).

-- Who referred whom, as identity announced it (identity.user.registered with a referrerId). Mining
-- keeps its own copy: it credits the referrer bonus hashrate when the referred customer buys.
create table referrers (
  user_id uuid primary key,
  referrer_id uuid not null check (referrer_id <> user_id),
  registered_at timestamptz not null
);
create index referrers_referrer on referrers (referrer_id);

-- A referral bonus contract names the purchased contract it rewards: one bonus per purchase, ever.
alter table contracts add column bonus_for_contract_id uuid unique references contracts (id);
alter table contracts add constraint contracts_bonus_names_its_purchase
  check ((source = 'REFERRAL_BONUS') = (bonus_for_contract_id is not null));

-- Income Booster: the customer's switch (its history is in booster_switches).
alter table contracts add column booster_enabled boolean not null default false;

create table booster_switches (
  id bigserial primary key,
  contract_id uuid not null references contracts (id),
  enabled boolean not null,
  user_id uuid not null,
  at timestamptz not null
);
create index booster_switches_contract on booster_switches (contract_id, id);
create trigger booster_switches_append_only before update or delete on booster_switches
  for each row execute function mining_append_only();

-- One reinvested payout per contract and day. REQUESTED: asked of funds (the hashrate is reserved
-- against the coin's capacity); CONFIRMED: funds posted both legs and the hashrate was added to the
-- contract, once. Amounts: the coin's minor units; the day's fixing rate in micro-USD; MH/s bought.
create table reinvestments (
  contract_id uuid not null references contracts (id),
  day date not null,
  user_id uuid not null,
  coin text not null references coins (code),
  plan_id text not null references plans (id),
  accrual_journal_id uuid not null unique,
  amount_minor bigint not null check (amount_minor > 0),
  coin_micro_usd bigint not null check (coin_micro_usd > 0),
  hashrate_mhs bigint not null check (hashrate_mhs > 0),
  status text not null check (status in ('REQUESTED', 'CONFIRMED')),
  requested_at timestamptz not null,
  confirmed_at timestamptz,
  ledger_journal_id text check (length(ledger_journal_id) between 1 and 160),
  primary key (contract_id, day),
  check ((status = 'CONFIRMED') = (confirmed_at is not null and ledger_journal_id is not null))
);
create index reinvestments_requested on reinvestments (coin) where status = 'REQUESTED';
create trigger reinvestments_no_delete before delete on reinvestments
  for each row execute function mining_append_only();

-- Pledges: a loan of up to the plan's loan-to-value of the contract's unused value, lent by funds.
-- REQUESTED (sent to funds) → ACTIVE (funds.loan.opened) | REFUSED; → SETTLING (the contract ended,
-- funds settles) → CLOSED (funds.loan.closed: repaid or settled). Amounts in USD cents.
create table pledges (
  id uuid primary key,
  contract_id uuid not null references contracts (id),
  user_id uuid not null,
  request_id uuid not null,
  amount_minor bigint not null check (amount_minor > 0),
  max_minor bigint not null check (amount_minor <= max_minor),
  unused_value_minor bigint not null check (max_minor <= unused_value_minor),
  loan_to_value_percent integer not null check (loan_to_value_percent between 1 and 100),
  remaining_days integer not null check (remaining_days > 0),
  status text not null check (status in ('REQUESTED', 'ACTIVE', 'SETTLING', 'CLOSED', 'REFUSED')),
  status_reason text check (length(status_reason) between 1 and 300),
  shortfall_minor bigint check (shortfall_minor >= 0),
  -- Payouts of the contract sent to funds to repay this pledge (the settlement waits for all of them).
  payouts_directed integer not null default 0 check (payouts_directed >= 0),
  requested_at timestamptz not null,
  updated_at timestamptz not null,
  unique (user_id, request_id)
);
-- One pledge at a time per contract: two pledges at once, one wins.
create unique index pledges_one_open_per_contract on pledges (contract_id)
  where status in ('REQUESTED', 'ACTIVE', 'SETTLING');
create index pledges_open on pledges (status) where status in ('REQUESTED', 'ACTIVE');
create trigger pledges_no_delete before delete on pledges for each row execute function mining_append_only();

-- Each day's payout of a pledged contract that was sent to repay the pledge (not to the customer).
create table pledge_payouts (
  contract_id uuid not null references contracts (id),
  day date not null,
  pledge_id uuid not null references pledges (id),
  accrual_journal_id uuid not null unique,
  amount_minor bigint not null check (amount_minor > 0),
  coin_micro_usd bigint not null check (coin_micro_usd > 0),
  recorded_at timestamptz not null,
  primary key (contract_id, day)
);
create trigger pledge_payouts_append_only before update or delete on pledge_payouts
  for each row execute function mining_append_only();
