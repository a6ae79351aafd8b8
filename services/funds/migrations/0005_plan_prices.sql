-- The mining plans' minimum prices, as mining announces them (mining.plan.priced): a mining deposit
-- below its plan's price is refused. Mining owns the plans; this is funds' copy of one fact.
create table plan_prices (
  plan_id text primary key check (plan_id ~ '^[a-z]+-[1-9]$'),
  coin text not null,
  term_months integer not null check (term_months between 1 and 120),
  price_usd_minor bigint not null check (price_usd_minor > 0),
  updated_at timestamptz not null default now()
);
