-- The double-entry ledger (DESIGN.md §6). Amounts are bigint minor units of the account's asset.
-- A posting's amount is signed: positive credits the account, negative debits it. An account's
-- balance is the sum of its postings, kept by the trigger below and by nothing else.

-- `owner` is a customer's id, or 'platform'. Customers have AVAILABLE and HELD accounts per asset;
-- the platform has CUSTODY (money it holds), CONVERSION (crypto received for fiat credited),
-- REVENUE (fees, sales), EXPENSE (payouts it makes) and ADJUSTMENT (operator corrections).
create table ledger_accounts (
  id bigserial primary key,
  owner text not null check (owner = 'platform' or owner ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'),
  purpose text not null check (purpose in ('AVAILABLE', 'HELD', 'CUSTODY', 'CONVERSION', 'REVENUE', 'EXPENSE', 'ADJUSTMENT')),
  asset text not null references assets (code),
  balance_minor bigint not null default 0,
  version bigint not null default 0,
  created_at timestamptz not null default now(),
  unique (owner, purpose, asset),
  unique (id, asset),
  check ((owner = 'platform') = (purpose not in ('AVAILABLE', 'HELD'))),
  -- A customer's money can never go below zero, whatever the code above does.
  constraint customer_balance_not_negative check (owner = 'platform' or balance_minor >= 0)
);

-- A journal transaction: an id chosen by the caller (idempotency), what it is, what it refers to.
-- `fingerprint` is a hash of the request: the same id with other content is refused, not replayed.
create table journal_transactions (
  id text primary key check (id ~ '^[a-z][a-z_]*:[A-Za-z0-9:._-]{1,150}$'),
  kind text not null check (kind ~ '^[A-Z][A-Z_]{2,40}$'),
  reference_type text not null check (reference_type ~ '^[a-z_]{3,30}$'),
  reference_id text not null check (length(reference_id) between 1 and 100),
  description text not null check (length(description) between 1 and 300),
  fingerprint text not null check (length(fingerprint) = 64),
  created_at timestamptz not null default now()
);
create index journal_transactions_reference on journal_transactions (reference_type, reference_id);

create table postings (
  id bigserial primary key,
  transaction_id text not null references journal_transactions (id),
  account_id bigint not null,
  asset text not null,
  amount_minor bigint not null check (amount_minor <> 0),
  -- Filled by the trigger: the account's balance right after this posting (for statements).
  balance_after_minor bigint not null default 0,
  created_at timestamptz not null default now(),
  foreign key (account_id, asset) references ledger_accounts (id, asset)
);
create index postings_account on postings (account_id, id desc);
create index postings_transaction on postings (transaction_id);

-- The only writer of balances: each posting moves its account's balance and version, in the
-- posting's own transaction. The CHECK above then refuses a customer balance below zero.
create function ledger_apply_posting() returns trigger language plpgsql as $$
begin
  perform set_config('ledger.applying_posting', 'on', true);
  update ledger_accounts
     set balance_minor = balance_minor + new.amount_minor, version = version + 1
   where id = new.account_id
  returning balance_minor into new.balance_after_minor;
  perform set_config('ledger.applying_posting', 'off', true);
  return new;
end;
$$;
create trigger postings_apply before insert on postings for each row execute function ledger_apply_posting();

-- Balances move only through postings: any other update of a balance is refused.
create function ledger_guard_balance() returns trigger language plpgsql as $$
begin
  if (new.balance_minor, new.version) is distinct from (old.balance_minor, old.version)
     and coalesce(current_setting('ledger.applying_posting', true), 'off') <> 'on' then
    raise exception 'ledger balances change only through postings';
  end if;
  if (new.owner, new.purpose, new.asset) is distinct from (old.owner, old.purpose, old.asset) then
    raise exception 'a ledger account''s owner, purpose and asset never change';
  end if;
  return new;
end;
$$;
create trigger ledger_accounts_guard before update on ledger_accounts for each row execute function ledger_guard_balance();

-- Every journal transaction balances per asset, checked when the database transaction commits.
create function ledger_check_balanced() returns trigger language plpgsql as $$
declare
  unbalanced text;
begin
  select asset into unbalanced from postings
   where transaction_id = new.transaction_id
   group by asset having sum(amount_minor) <> 0 limit 1;
  if unbalanced is not null then
    raise exception 'journal transaction % does not balance in %', new.transaction_id, unbalanced;
  end if;
  return null;
end;
$$;
create constraint trigger postings_balanced after insert on postings
  deferrable initially deferred for each row execute function ledger_check_balanced();

-- Append-only: postings, journal transactions and accounts are never deleted; postings and
-- journal transactions never change. Enforced here because the service's role owns the tables.
create function ledger_append_only() returns trigger language plpgsql as $$
begin
  raise exception '% is append-only', tg_table_name;
end;
$$;
create trigger postings_append_only before update or delete on postings for each row execute function ledger_append_only();
create trigger postings_no_truncate before truncate on postings execute function ledger_append_only();
create trigger journal_append_only before update or delete on journal_transactions for each row execute function ledger_append_only();
create trigger journal_no_truncate before truncate on journal_transactions execute function ledger_append_only();
create trigger accounts_no_delete before delete on ledger_accounts for each row execute function ledger_append_only();
create trigger accounts_no_truncate before truncate on ledger_accounts execute function ledger_append_only();
revoke update, delete, truncate on postings, journal_transactions from public;

-- Two-phase holds (withdrawals, margin, stakes): available → held, then posted or voided.
create table holds (
  id text primary key check (length(id) between 3 and 100),
  owner text not null,
  asset text not null references assets (code),
  amount_minor bigint not null check (amount_minor > 0),
  status text not null default 'PENDING' check (status in ('PENDING', 'POSTED', 'VOIDED')),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'PENDING') = (decided_at is null))
);

-- A hold is decided once; its figures never change.
create function holds_guard() returns trigger language plpgsql as $$
begin
  if old.status <> 'PENDING' or (new.owner, new.asset, new.amount_minor) is distinct from (old.owner, old.asset, old.amount_minor) then
    raise exception 'hold % is decided or its figures would change', old.id;
  end if;
  return new;
end;
$$;
create trigger holds_guard before update on holds for each row execute function holds_guard();
create trigger holds_no_delete before delete on holds for each row execute function ledger_append_only();
