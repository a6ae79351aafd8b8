-- Withdrawals (DESIGN.md §7): the amount is held at creation; completed (hold posted, fee to
-- revenue) or failed (hold voided) once. Figures never change; transitions are kept.
create table withdrawals (
  id uuid primary key,
  user_id uuid not null,
  method text not null check (method in ('BITCOIN', 'ETHEREUM', 'PAYPAL', 'BANK')),
  source text not null check (source in ('TRADING', 'BTC_MINING', 'ETH_MINING', 'BNB_MINING', 'USDT_MINING')),
  asset text not null references assets (code),
  amount_minor bigint not null check (amount_minor > 0),
  fee_minor bigint not null check (fee_minor >= 0 and fee_minor < amount_minor),
  wallet_address text check (length(wallet_address) <= 120),
  paypal_email text check (length(paypal_email) <= 254),
  bank_name text check (length(bank_name) <= 300),
  account_name text check (length(account_name) <= 300),
  account_number text check (length(account_number) <= 40),
  iban text check (length(iban) <= 34),
  routing_number text check (length(routing_number) <= 20),
  status text not null default 'PENDING' check (status in ('PENDING', 'COMPLETED', 'FAILED')),
  payout_reference text check (length(payout_reference) between 1 and 200),
  failure_reason text check (length(failure_reason) between 1 and 300),
  decided_by_admin_id uuid,
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'PENDING') = (decided_at is null)),
  check (status <> 'FAILED' or failure_reason is not null),
  check (
    (method in ('BITCOIN', 'ETHEREUM') and wallet_address is not null) or
    (method = 'PAYPAL' and paypal_email is not null) or
    (method = 'BANK' and bank_name is not null and account_name is not null and (account_number is not null or iban is not null))
  )
);
create index withdrawals_user on withdrawals (user_id, created_at desc);
create index withdrawals_status on withdrawals (status, created_at desc);

create table withdrawal_transitions (
  id bigserial primary key,
  withdrawal_id uuid not null references withdrawals (id),
  from_status text not null,
  to_status text not null,
  admin_id uuid,
  reason text,
  at timestamptz not null default now()
);
create trigger withdrawal_transitions_append_only before update or delete on withdrawal_transitions for each row execute function ledger_append_only();

create function withdrawals_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'withdrawals are never deleted';
  end if;
  if old.status <> 'PENDING' then
    raise exception 'withdrawal % is already %', old.id, old.status;
  end if;
  if (new.id, new.user_id, new.method, new.source, new.asset, new.amount_minor, new.fee_minor, new.wallet_address, new.paypal_email,
      new.bank_name, new.account_name, new.account_number, new.iban, new.routing_number, new.created_at)
     is distinct from
     (old.id, old.user_id, old.method, old.source, old.asset, old.amount_minor, old.fee_minor, old.wallet_address, old.paypal_email,
      old.bank_name, old.account_name, old.account_number, old.iban, old.routing_number, old.created_at) then
    raise exception 'a withdrawal''s figures never change';
  end if;
  insert into withdrawal_transitions (withdrawal_id, from_status, to_status, admin_id, reason)
  values (old.id, old.status, new.status, new.decided_by_admin_id, new.failure_reason);
  return new;
end;
$$;
create trigger withdrawals_guard before update or delete on withdrawals for each row execute function withdrawals_guard();

-- Operator corrections (maker-checker): pending until a different admin approves (posted) or rejects.
create table adjustments (
  id uuid primary key,
  user_id uuid not null,
  asset text not null references assets (code),
  amount_minor bigint not null check (amount_minor <> 0),
  reason text not null check (length(reason) between 3 and 300),
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REJECTED')),
  -- DIRECT_UPDATE: made by Direct Update for (target − current); at most one pending per asset.
  origin text not null default 'MANUAL' check (origin in ('MANUAL', 'DIRECT_UPDATE')),
  created_by_admin_id uuid not null,
  decided_by_admin_id uuid,
  rejection_reason text check (length(rejection_reason) between 1 and 300),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  check ((status = 'PENDING') = (decided_at is null)),
  check (decided_by_admin_id is null or decided_by_admin_id <> created_by_admin_id),
  check (status <> 'REJECTED' or rejection_reason is not null)
);
create index adjustments_status on adjustments (status, created_at desc);
create index adjustments_user on adjustments (user_id, created_at desc);
-- Two pending Direct Updates of one balance would both apply their difference: one waits at a time.
create unique index adjustments_one_pending_direct_update on adjustments (user_id, asset) where status = 'PENDING' and origin = 'DIRECT_UPDATE';

create function adjustments_guard() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception 'adjustments are never deleted';
  end if;
  if old.status <> 'PENDING'
     or (new.id, new.user_id, new.asset, new.amount_minor, new.reason, new.origin, new.created_by_admin_id, new.created_at)
        is distinct from (old.id, old.user_id, old.asset, old.amount_minor, old.reason, old.origin, old.created_by_admin_id, old.created_at) then
    raise exception 'adjustment % is decided or its figures would change', old.id;
  end if;
  return new;
end;
$$;
create trigger adjustments_guard before update or delete on adjustments for each row execute function adjustments_guard();

-- What the admins add to the public payout list derived from completed withdrawals.
create table payout_annotations (
  withdrawal_id uuid primary key references withdrawals (id),
  link text check (link ~ '^https?://' and length(link) <= 500),
  hidden boolean not null default false,
  updated_at timestamptz not null default now()
);
