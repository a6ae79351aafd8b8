-- The same ids as before (src/events/derived-id.ts `uuidFrom`: version 8 from a SHA-256 of the name), made
-- by setting the version and variant bits on the hash's bytes instead of slicing and re-parsing its hex:
-- about half the cost per call, which the daily accrual pays once per contract (test/accruals.test.ts
-- still checks SQL and TypeScript agree).
create or replace function mining_uuid_from(name text) returns uuid language sql immutable parallel safe as $$
  select encode(
    set_byte(
      set_byte(substring(sha256(convert_to(name, 'UTF8')) from 1 for 16), 6,
               (get_byte(sha256(convert_to(name, 'UTF8')), 6) & 15) | 128),
      8, (get_byte(sha256(convert_to(name, 'UTF8')), 8) & 63) | 128),
    'hex')::uuid
$$;
