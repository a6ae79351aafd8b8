-- Whether each mining plan is sold out, as mining announces it (mining.plan.availability): a mining
-- deposit for a sold-out plan is refused. Its own table, so an announcement that arrives before the
-- plan's price is kept; `as_of` orders the announcements of several replicas.
create table plan_availability (
  plan_id text primary key check (plan_id ~ '^[a-z]+-[1-9]$'),
  sold_out boolean not null,
  as_of timestamptz not null
);
