-- The coins plans pay out in, in the order the contract tab strip and the API list them.
create table coins (
  code text primary key check (code in ('BTC', 'ETH', 'USDT', 'BNB')),
  position integer not null unique
);

insert into coins (code, position) values ('BTC', 1), ('ETH', 2), ('USDT', 3), ('BNB', 4);

-- Mining plans (the contract cards). Figures are marketing estimates, not promises (DESIGN.md §2.6).
-- The daily payout is bigint minor units of the coin at 8 decimals, as the ledger keeps crypto.
create table plans (
  id text primary key check (id ~ '^[a-z]+-[1-9]$'),
  coin text not null references coins (code),
  tier integer not null check (tier between 1 and 3),
  term_months integer not null check (term_months between 1 and 120),
  price_usd integer not null check (price_usd > 0),
  hashrate_ths integer not null check (hashrate_ths > 0),
  estimated_profit_percent integer not null check (estimated_profit_percent >= 0),
  estimated_daily_payout_minor bigint not null check (estimated_daily_payout_minor > 0),
  unique (coin, tier)
);

-- Tiers from the specification (§9): 10000 / 25000 / 100000 USD (the middle tier is 24500 for ETH
-- and 23500 for BNB), 45 / 70 / 115 %, 2000 / 4500 / 11500 TH/s, 12 / 18 / 24 months.
insert into plans (id, coin, tier, term_months, price_usd, hashrate_ths, estimated_profit_percent, estimated_daily_payout_minor) values
  ('btc-1', 'BTC', 1, 12, 10000, 2000, 45, 100),
  ('btc-2', 'BTC', 2, 18, 25000, 4500, 70, 1000),
  ('btc-3', 'BTC', 3, 24, 100000, 11500, 115, 3000),
  ('eth-1', 'ETH', 1, 12, 10000, 2000, 45, 100000),
  ('eth-2', 'ETH', 2, 18, 24500, 4500, 70, 500000),
  ('eth-3', 'ETH', 3, 24, 100000, 11500, 115, 1000000),
  ('usdt-1', 'USDT', 1, 12, 10000, 2000, 45, 200000000),
  ('usdt-2', 'USDT', 2, 18, 25000, 4500, 70, 600000000),
  ('usdt-3', 'USDT', 3, 24, 100000, 11500, 115, 1000000000),
  ('bnb-1', 'BNB', 1, 12, 10000, 2000, 45, 1000000),
  ('bnb-2', 'BNB', 2, 18, 23500, 4500, 70, 5000000),
  ('bnb-3', 'BNB', 3, 24, 100000, 11500, 115, 10000000);
