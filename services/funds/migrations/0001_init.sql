-- Assets the ledger keeps. Amounts are bigint minor units of `scale` decimals (DESIGN.md §6).
create table assets (
  code text primary key check (code ~ '^[A-Z]{3,5}$'),
  name text not null,
  kind text not null check (kind in ('FIAT', 'CRYPTO')),
  scale integer not null check (scale between 0 and 18),
  position integer not null unique
);

insert into assets (code, name, kind, scale, position) values
  ('USD', 'US Dollar', 'FIAT', 2, 1),
  ('EUR', 'Euro', 'FIAT', 2, 2),
  ('GBP', 'Pound Sterling', 'FIAT', 2, 3),
  ('BTC', 'Bitcoin', 'CRYPTO', 8, 4),
  ('ETH', 'Ethereum', 'CRYPTO', 8, 5),
  ('BNB', 'Binance Coin', 'CRYPTO', 8, 6),
  ('USDT', 'USD Tether', 'CRYPTO', 8, 7);

-- Display rates of one coin in usd, eur and gbp (the client state's `rates`). Not money: the
-- ledger never converts with them. A FEED row remembers the candle it came from, so a redelivered
-- older candle cannot overwrite a newer price.
create table exchange_rates (
  coin text primary key check (coin ~ '^[a-z]+$'),
  usd numeric(24, 8) not null check (usd > 0),
  eur numeric(24, 8) not null check (eur > 0),
  gbp numeric(24, 8) not null check (gbp > 0),
  source text not null check (source in ('FEED', 'FALLBACK')),
  feed_candle_started_at timestamptz,
  updated_at timestamptz not null default now(),
  check ((source = 'FEED') = (feed_candle_started_at is not null))
);

-- Fallback figures until the feed prices a coin; eur and gbp use EURUSD 1.0800 and GBPUSD 1.2700.
insert into exchange_rates (coin, usd, eur, gbp, source) values
  ('binancecoin', 580, 537.03703704, 456.69291339, 'FALLBACK'),
  ('bitcoin', 65000, 60185.18518519, 51181.10236220, 'FALLBACK'),
  ('ethereum', 3400, 3148.14814815, 2677.16535433, 'FALLBACK'),
  ('litecoin', 85, 78.70370370, 66.92913386, 'FALLBACK'),
  ('monero', 165, 152.77777778, 129.92125984, 'FALLBACK'),
  ('ripple', 0.52, 0.48148148, 0.40944882, 'FALLBACK'),
  ('tether', 1, 0.92592593, 0.78740157, 'FALLBACK'),
  ('zcash', 30, 27.77777778, 23.62204724, 'FALLBACK');

-- Latest close of each fiat pair the coin rates are converted with (USD per one EUR or GBP).
create table fx_closes (
  symbol text primary key check (symbol in ('EURUSD', 'GBPUSD')),
  close numeric(24, 8) not null check (close > 0),
  candle_started_at timestamptz not null,
  updated_at timestamptz not null default now()
);
