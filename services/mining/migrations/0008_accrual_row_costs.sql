-- The daily accrual inserts one row per mining contract (a million a day at the benchmark's scale), so
-- what each row costs is paid a million times.

-- One foreign key per accrual instead of three: (contract, coin, plan) must be a contract's own, which
-- also proves the coin and the plan exist (the contract's keys do) and, stricter than before, that the
-- accrual names the contract's coin and plan. Each key check is a look-up that locks the referenced row.
create unique index contracts_id_coin_plan on contracts (id, coin, plan_id);
alter table accruals
  drop constraint accruals_contract_id_fkey,
  drop constraint accruals_coin_fkey,
  drop constraint accruals_plan_id_fkey,
  add constraint accruals_contract_coin_plan_fkey foreign key (contract_id, coin, plan_id)
    references contracts (id, coin, plan_id);

-- The same ids (src/events/derived-id.ts `uuidFrom`; test/accruals.test.ts checks SQL and TypeScript
-- agree), hashing the name once: the SQL form of 0007 is inlined as one expression, which evaluates
-- sha256 three times. About 2.5 µs a call instead of 7.
create or replace function mining_uuid_from(name text) returns uuid language plpgsql immutable parallel safe as $$
declare
  hash bytea := substring(sha256(convert_to(name, 'UTF8')) from 1 for 16);
begin
  return encode(set_byte(set_byte(hash, 6, (get_byte(hash, 6) & 15) | 128), 8, (get_byte(hash, 8) & 63) | 128),
                'hex')::uuid;
end;
$$;

-- The accrual looks for the day's payouts that go elsewhere (a booster's reinvestment, a pledge's
-- repayment) from the few contracts that have a booster on, not from every accrual of the day.
create index contracts_booster_enabled on contracts (id) where booster_enabled;
