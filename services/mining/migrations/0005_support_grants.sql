-- Support grants and amendments (DESIGN.md §2: admin grants need a second admin; every admin write
-- audited; records append-only). A grant is a contract with source SUPPORT_GRANT, PENDING_PAYMENT until
-- an admin other than its creator approves it (it then mines from the next UTC day) or anyone rejects it
-- (TERMINATED with the reason). An amendment changes a contract's label at once, or its power once a
-- second admin approves it, from the next UTC day. The customer sees both.

-- The label support gave a contract ('1 Week Contract'); null shows the plan's own name.
alter table contracts add column plan_label text check (length(plan_label) between 1 and 100);

-- Who asked for a grant and why, and who decided it. One row per granted contract.
create table contract_grants (
  contract_id uuid primary key references contracts (id),
  user_id uuid not null,
  reason text not null check (length(reason) between 3 and 300),
  requested_by uuid not null,
  -- The admin's idempotency key: the same request twice records one grant.
  request_id uuid not null unique,
  -- The expiry asked for (the contract then mines until the day before it); null: the plan's term.
  requested_expires_on date,
  requested_at timestamptz not null,
  decision text check (decision in ('APPROVED', 'REJECTED')),
  decided_by uuid,
  decided_at timestamptz,
  rejection_reason text check (length(rejection_reason) between 3 and 300),
  check ((decision is null) = (decided_by is null) and (decided_by is null) = (decided_at is null)),
  check ((decision = 'REJECTED') = (rejection_reason is not null)),
  -- The creator never approves their own grant.
  check (decision is distinct from 'APPROVED' or decided_by <> requested_by)
);

-- Changes of a contract asked by support. LABEL: applied at once (APPLIED). POWER: PENDING until a
-- second admin approves it; the new hashrate counts from effective_on (the UTC day after approval).
create table contract_amendments (
  id uuid primary key,
  contract_id uuid not null references contracts (id),
  kind text not null check (kind in ('LABEL', 'POWER')),
  from_label text,
  to_label text check (length(to_label) between 1 and 100),
  from_hashrate_mhs bigint check (from_hashrate_mhs > 0),
  to_hashrate_mhs bigint check (to_hashrate_mhs > 0),
  reason text not null check (length(reason) between 3 and 300),
  requested_by uuid not null,
  request_id uuid not null,
  requested_at timestamptz not null,
  status text not null check (status in ('APPLIED', 'PENDING', 'APPROVED', 'REJECTED')),
  decided_by uuid,
  decided_at timestamptz,
  rejection_reason text check (length(rejection_reason) between 3 and 300),
  effective_on date,
  unique (request_id, kind),
  check ((kind = 'LABEL') = (to_label is not null)),
  check ((kind = 'POWER') = (to_hashrate_mhs is not null and from_hashrate_mhs is not null)),
  check ((kind = 'LABEL') = (status = 'APPLIED')),
  check ((status in ('APPROVED', 'REJECTED')) = (decided_by is not null and decided_at is not null)),
  check ((status = 'REJECTED') = (rejection_reason is not null)),
  check ((status in ('APPLIED', 'APPROVED')) = (effective_on is not null)),
  check (status <> 'APPROVED' or decided_by <> requested_by)
);
create index contract_amendments_contract on contract_amendments (contract_id, requested_at, id);
-- One power change waits at a time per contract.
create unique index contract_amendments_one_pending on contract_amendments (contract_id) where status = 'PENDING';
-- What the accrual asks for each contract-day: the hashrate before the next approved change.
create index contract_amendments_approved on contract_amendments (contract_id, effective_on)
  where status = 'APPROVED';

-- A decision is recorded once: a pending row may be decided, nothing else changes, nothing is deleted.
create function mining_decided_once() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' then
    raise exception '% is append-only', tg_table_name;
  end if;
  if tg_table_name = 'contract_grants' then
    if old.decision is not null or (to_jsonb(new) - array['decision', 'decided_by', 'decided_at', 'rejection_reason'])
        <> (to_jsonb(old) - array['decision', 'decided_by', 'decided_at', 'rejection_reason']) then
      raise exception 'a grant is decided once';
    end if;
  elsif old.status <> 'PENDING' or (to_jsonb(new) - array['status', 'decided_by', 'decided_at', 'rejection_reason',
        'effective_on']) <> (to_jsonb(old) - array['status', 'decided_by', 'decided_at', 'rejection_reason',
        'effective_on']) then
    raise exception 'an amendment is decided once';
  end if;
  return new;
end $$;
create trigger contract_grants_decided_once before update or delete on contract_grants
  for each row execute function mining_decided_once();
create trigger contract_amendments_decided_once before update or delete on contract_amendments
  for each row execute function mining_decided_once();
create trigger contract_grants_no_truncate before truncate on contract_grants
  execute function mining_append_only();
create trigger contract_amendments_no_truncate before truncate on contract_amendments
  execute function mining_append_only();
