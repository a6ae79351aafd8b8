-- The instrument catalogue. Prices come only from the feed (DESIGN.md §2); `start_price` is where
-- the simulated feed begins and what it gently reverts to, never a price shown as a quote.
create table instruments (
  symbol text primary key check (symbol ~ '^[A-Z0-9]{1,12}$'),
  feed_symbol text not null unique,
  name text not null,
  market text not null check (market in ('CRYPTO', 'CURRENCIES', 'STOCKS')),
  price_precision integer not null check (price_precision between 0 and 5),
  -- 200 bps = the 2 % default spread; below 10000 so that the bid stays positive.
  spread_bps integer not null default 200 check (spread_bps between 0 and 9999),
  start_price numeric(20, 5) not null check (start_price > 0 and start_price = round(start_price, price_precision)),
  position integer not null unique
);

-- The latest tick per instrument, written by the feed about once a second; a restart resumes here.
create table last_quotes (
  symbol text primary key references instruments (symbol),
  ask numeric(20, 5) not null check (ask > 0),
  bid numeric(20, 5) not null check (bid > 0 and bid <= ask),
  at timestamptz not null
);

-- One-minute candles of ask prices. The current minute's row is rewritten while it is open.
create table candles (
  symbol text not null references instruments (symbol),
  started_at timestamptz not null check (extract(second from started_at) = 0),
  open numeric(20, 5) not null check (open > 0),
  high numeric(20, 5) not null check (high > 0),
  low numeric(20, 5) not null check (low > 0),
  close numeric(20, 5) not null check (close > 0),
  primary key (symbol, started_at),
  check (low <= least(open, close) and high >= greatest(open, close))
);

-- Forex: the feed's OANDA symbols, five decimals (three for the yen).
insert into instruments (symbol, feed_symbol, name, market, price_precision, start_price, position) values
  ('EURUSD', 'OANDA:EURUSD', 'Euro / US Dollar', 'CURRENCIES', 5, 1.08250, 1),
  ('GBPUSD', 'OANDA:GBPUSD', 'British Pound / US Dollar', 'CURRENCIES', 5, 1.27150, 2),
  ('AUDUSD', 'OANDA:AUDUSD', 'Australian Dollar / US Dollar', 'CURRENCIES', 5, 0.65820, 3),
  ('NZDUSD', 'OANDA:NZDUSD', 'New Zealand Dollar / US Dollar', 'CURRENCIES', 5, 0.59940, 4),
  ('EURGBP', 'OANDA:EURGBP', 'Euro / British Pound', 'CURRENCIES', 5, 0.85130, 5),
  ('EURAUD', 'OANDA:EURAUD', 'Euro / Australian Dollar', 'CURRENCIES', 5, 1.64460, 6),
  ('EURNZD', 'OANDA:EURNZD', 'Euro / New Zealand Dollar', 'CURRENCIES', 5, 1.80590, 7),
  ('GBPAUD', 'OANDA:GBPAUD', 'British Pound / Australian Dollar', 'CURRENCIES', 5, 1.93180, 8),
  ('GBPNZD', 'OANDA:GBPNZD', 'British Pound / New Zealand Dollar', 'CURRENCIES', 5, 2.12130, 9),
  ('AUDNZD', 'OANDA:AUDNZD', 'Australian Dollar / New Zealand Dollar', 'CURRENCIES', 5, 1.09810, 10),
  ('AUDCHF', 'OANDA:AUDCHF', 'Australian Dollar / Swiss Franc', 'CURRENCIES', 5, 0.57930, 11),
  ('EURCHF', 'OANDA:EURCHF', 'Euro / Swiss Franc', 'CURRENCIES', 5, 0.95270, 12),
  ('GBPCHF', 'OANDA:GBPCHF', 'British Pound / Swiss Franc', 'CURRENCIES', 5, 1.11910, 13),
  ('USDCHF', 'OANDA:USDCHF', 'US Dollar / Swiss Franc', 'CURRENCIES', 5, 0.88010, 14),
  ('NZDCHF', 'OANDA:NZDCHF', 'New Zealand Dollar / Swiss Franc', 'CURRENCIES', 5, 0.52760, 15),
  ('USDJPY', 'OANDA:USDJPY', 'US Dollar / Japanese Yen', 'CURRENCIES', 3, 150.482, 16);

-- Crypto against Tether on HitBTC. Precision keeps about six significant digits, at most five decimals.
insert into instruments (symbol, feed_symbol, name, market, price_precision, start_price, position) values
  ('BTCUSDT', 'HITBTC:BTCUSDT', 'Bitcoin / Tether', 'CRYPTO', 2, 95120.50, 17),
  ('ETHUSDT', 'HITBTC:ETHUSDT', 'Ethereum / Tether', 'CRYPTO', 2, 3485.20, 18),
  ('TRXUSDT', 'HITBTC:TRXUSDT', 'TRON / Tether', 'CRYPTO', 5, 0.24310, 19),
  ('ZECUSDT', 'HITBTC:ZECUSDT', 'Zcash / Tether', 'CRYPTO', 3, 45.820, 20),
  ('LTCUSDT', 'HITBTC:LTCUSDT', 'Litecoin / Tether', 'CRYPTO', 2, 102.35, 21),
  ('NEOUSDT', 'HITBTC:NEOUSDT', 'NEO / Tether', 'CRYPTO', 3, 12.840, 22),
  ('ADAUSDT', 'HITBTC:ADAUSDT', 'Cardano / Tether', 'CRYPTO', 5, 0.95420, 23),
  ('ONTUSDT', 'HITBTC:ONTUSDT', 'Ontology / Tether', 'CRYPTO', 5, 0.24870, 24),
  ('OMGUSDT', 'HITBTC:OMGUSDT', 'OMG Network / Tether', 'CRYPTO', 5, 0.45230, 25),
  ('BNBUSDT', 'HITBTC:BNBUSDT', 'BNB / Tether', 'CRYPTO', 2, 652.40, 26),
  ('XLMUSDT', 'HITBTC:XLMUSDT', 'Stellar / Tether', 'CRYPTO', 5, 0.40150, 27),
  ('EOSUSDT', 'HITBTC:EOSUSDT', 'EOS / Tether', 'CRYPTO', 5, 0.79840, 28),
  ('DASHUSDT', 'HITBTC:DASHUSDT', 'Dash / Tether', 'CRYPTO', 3, 35.470, 29),
  ('QTUMUSDT', 'HITBTC:QTUMUSDT', 'Qtum / Tether', 'CRYPTO', 4, 3.2150, 30),
  ('IOTAUSDT', 'HITBTC:IOTAUSDT', 'IOTA / Tether', 'CRYPTO', 5, 0.28560, 31);

-- Stocks: the feed uses the plain ticker; prices in cents.
insert into instruments (symbol, feed_symbol, name, market, price_precision, start_price, position) values
  ('AAPL', 'AAPL', 'Apple Inc.', 'STOCKS', 2, 229.87, 32),
  ('AMZN', 'AMZN', 'Amazon.com, Inc.', 'STOCKS', 2, 201.45, 33),
  ('MSFT', 'MSFT', 'Microsoft Corporation', 'STOCKS', 2, 418.32, 34),
  ('FB', 'FB', 'Meta Platforms, Inc.', 'STOCKS', 2, 589.61, 35),
  ('AMD', 'AMD', 'Advanced Micro Devices, Inc.', 'STOCKS', 2, 121.74, 36),
  ('TSLA', 'TSLA', 'Tesla, Inc.', 'STOCKS', 2, 348.50, 37),
  ('NVDA', 'NVDA', 'NVIDIA Corporation', 'STOCKS', 2, 135.29, 38),
  ('NFLX', 'NFLX', 'Netflix, Inc.', 'STOCKS', 2, 897.79, 39),
  ('TWTR', 'TWTR', 'Twitter, Inc.', 'STOCKS', 2, 54.20, 40),
  ('PYPL', 'PYPL', 'PayPal Holdings, Inc.', 'STOCKS', 2, 85.12, 41),
  ('GOOGL', 'GOOGL', 'Alphabet Inc. (Class A)', 'STOCKS', 2, 180.35, 42),
  ('V', 'V', 'Visa Inc.', 'STOCKS', 2, 310.48, 43),
  ('MA', 'MA', 'Mastercard Incorporated', 'STOCKS', 2, 521.96, 44),
  ('NKE', 'NKE', 'NIKE, Inc.', 'STOCKS', 2, 75.63, 45),
  ('ADBE', 'ADBE', 'Adobe Inc.', 'STOCKS', 2, 441.28, 46);
