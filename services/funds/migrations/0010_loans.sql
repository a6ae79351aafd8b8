-- Loans against pledged mining contracts (DESIGN.md §16 Mining: pledging; docs/mining.md "Pledging").
-- Mining decides what may be borrowed; funds lends it through the ledger and keeps the loan.

-- The platform's loans receivable: lending moves LOAN(USD) → the customer's available USD, so the
-- account's balance is minus what customers owe; every repayment moves money back into it.
do $$
declare
  purpose_check text;
begin
  select conname into purpose_check
    from pg_constraint
   where conrelid = 'ledger_accounts'::regclass and contype = 'c'
     and pg_get_constraintdef(oid) like '%purpose = ANY%' and pg_get_constraintdef(oid) like '%ADJUSTMENT%'
     and pg_get_constraintdef(oid) not like '%owner%';
  execute format('alter table ledger_accounts drop constraint %I', purpose_check);
end $$;
alter table ledger_accounts add constraint ledger_accounts_purpose_known
  check (purpose in ('AVAILABLE', 'HELD', 'CUSTODY', 'CONVERSION', 'REVENUE', 'EXPENSE', 'ADJUSTMENT', 'LOAN'));

-- One loan per pledge (id = mining's pledge id). OPEN until nothing is owed: REPAID (by payouts or the
-- customer) or SETTLED at the contract's end (what the trading balance could not pay is the
-- platform's loss, `shortfall_minor`). REFUSED: nothing was lent. outstanding_minor moves only with a
-- repayment row below, under the loan's lock.
create table loans (
  id uuid primary key,
  contract_id uuid not null,
  user_id uuid not null,
  asset text not null references assets (code),
  principal_minor bigint not null check (principal_minor > 0),
  outstanding_minor bigint not null check (outstanding_minor >= 0 and outstanding_minor <= principal_minor),
  status text not null check (status in ('OPEN', 'REPAID', 'SETTLED', 'REFUSED')),
  refusal_reason text check (length(refusal_reason) between 1 and 300),
  shortfall_minor bigint not null default 0 check (shortfall_minor >= 0),
  opened_at timestamptz not null,
  closed_at timestamptz,
  check ((status = 'OPEN') = (closed_at is null)),
  check ((status = 'REFUSED') = (refusal_reason is not null)),
  check (status <> 'OPEN' or outstanding_minor > 0),
  check (status not in ('REPAID', 'SETTLED', 'REFUSED') or outstanding_minor = 0)
);
-- One loan at a time per contract.
create unique index loans_one_open_per_contract on loans (contract_id) where status = 'OPEN';
-- What a customer owes (the withdrawal floor).
create index loans_open_by_user on loans (user_id, asset) where status = 'OPEN';
create trigger loans_no_delete before delete on loans for each row execute function ledger_append_only();

-- Every repayment, as its journal transaction: PAYOUT (a day's mining payout, converted at the day's
-- fixing rate), MANUAL (from the trading balance), SETTLEMENT (from the trading balance at the
-- contract's end) or PLATFORM_LOSS (what remained, written off to platform EXPENSE).
create table loan_repayments (
  journal_id text primary key,
  loan_id uuid not null references loans (id),
  source text not null check (source in ('PAYOUT', 'MANUAL', 'SETTLEMENT', 'PLATFORM_LOSS')),
  amount_minor bigint not null check (amount_minor > 0),
  coin text,
  coin_minor bigint check (coin_minor > 0),
  coin_micro_usd bigint check (coin_micro_usd > 0),
  day date,
  request_id uuid,
  at timestamptz not null,
  check ((source = 'PAYOUT') = (coin is not null and coin_minor is not null and coin_micro_usd is not null)),
  check ((source = 'MANUAL') = (request_id is not null))
);
create index loan_repayments_loan on loan_repayments (loan_id, at);
create unique index loan_repayments_request on loan_repayments (loan_id, request_id) where request_id is not null;
create trigger loan_repayments_append_only before update or delete on loan_repayments
  for each row execute function ledger_append_only();

-- Each payout mining directed to a pledge, handled once (whether or not anything was still owed):
-- the settlement waits until every one of them is here.
create table loan_payouts (
  accrual_journal_id uuid primary key,
  pledge_id uuid not null,
  contract_id uuid not null,
  day date not null,
  at timestamptz not null
);
create index loan_payouts_pledge on loan_payouts (pledge_id);
create trigger loan_payouts_append_only before update or delete on loan_payouts
  for each row execute function ledger_append_only();
