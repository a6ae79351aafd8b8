-- Trading learns customers' countries from `identity.user.country_changed` (ADR 0020), published since
-- this release with each change. Customers who saved a country before then are announced once here,
-- through the outbox, so that trading does not ask them to add a country they already gave.
insert into outbox (event_id, subject, version, payload, occurred_at)
select gen_random_uuid(),
       'identity.user.country_changed',
       1,
       jsonb_build_object(
         'userId', id,
         'country', trim(country),
         'changedAt', to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
       clock_timestamp()
  from users
 where country is not null and length(trim(country)) between 2 and 100;
