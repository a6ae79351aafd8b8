import { priceTick, PRICE_TICK_WILDCARD, priceTickSubject } from '@mc/contracts';
import { serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { bidFor } from '../src/feed/price-rules';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '../src';

type InstrumentData = {
  symbol: string;
  feedSymbol: string;
  name: string;
  market: string;
  pricePrecision: number;
  lastQuote: { ask: number; bid: number; at: string } | null;
};

const INSTRUMENTS = '{ instruments { symbol feedSymbol name market pricePrecision lastQuote { ask bid at } } }';
const CANDLES =
  'query ($symbol: String!, $from: DateTime!, $to: DateTime!) { candles(symbol: $symbol, from: $from, to: $to) { startedAt open close } }';

let harness: SubgraphHarness;
const ticks: { subject: string; data: unknown }[] = [];

beforeAll(async () => {
  harness = await startSubgraphHarness('trading', serviceMigrations(TRADING_MIGRATIONS_DIR), (runtime) => {
    // Subscribed before the feed starts, so the very first ticks are seen too.
    runtime.bus.subscribeLive(PRICE_TICK_WILDCARD, (subject, data) => ticks.push({ subject, data }));
    return startTradingService(runtime, { tickIntervalMs: 100, seed: 11, priceHistoryMinutes: 0 });
  });
});
afterAll(() => harness.stop());

describe('trading subgraph: instruments', () => {
  it('lists the 46 instruments in screen order, 16 forex, 15 crypto and 15 stocks', async () => {
    const { data } = await harness.query<{ instruments: InstrumentData[] }>(INSTRUMENTS);
    const instruments = data?.instruments ?? [];
    expect(instruments).toHaveLength(46);
    expect(instruments[0]).toMatchObject({ symbol: 'EURUSD', name: 'Euro / US Dollar', market: 'CURRENCIES' });
    const counts = Object.fromEntries(
      ['CURRENCIES', 'CRYPTO', 'STOCKS'].map((market) => [
        market,
        instruments.filter((item) => item.market === market).length,
      ]),
    );
    expect(counts).toEqual({ CURRENCIES: 16, CRYPTO: 15, STOCKS: 15 });
    expect(instruments.find((item) => item.symbol === 'AUDCHF')).toMatchObject({
      feedSymbol: 'OANDA:AUDCHF',
      pricePrecision: 5,
    });
    expect(instruments.find((item) => item.symbol === 'USDJPY')?.pricePrecision).toBe(3);
    expect(instruments.find((item) => item.symbol === 'BTCUSDT')).toMatchObject({
      feedSymbol: 'HITBTC:BTCUSDT',
      name: 'Bitcoin / Tether',
      pricePrecision: 2,
    });
    expect(instruments.find((item) => item.symbol === 'AAPL')).toMatchObject({
      feedSymbol: 'AAPL',
      name: 'Apple Inc.',
    });
    const wrongFeedSymbol = instruments.filter((item) => {
      if (item.market === 'CURRENCIES') return item.feedSymbol !== `OANDA:${item.symbol}`;
      if (item.market === 'CRYPTO') return item.feedSymbol !== `HITBTC:${item.symbol}` || !item.symbol.endsWith('USDT');
      return item.feedSymbol !== item.symbol || item.pricePrecision !== 2;
    });
    expect(wrongFeedSymbol).toEqual([]);
  });

  it('filters by market, keeping the order', async () => {
    const { data } = await harness.query<{ instruments: InstrumentData[] }>(
      '{ instruments(market: STOCKS) { symbol } }',
    );
    expect(data?.instruments.map((item) => item.symbol)).toEqual([
      'AAPL',
      'AMZN',
      'MSFT',
      'FB',
      'AMD',
      'TSLA',
      'NVDA',
      'NFLX',
      'TWTR',
      'PYPL',
      'GOOGL',
      'V',
      'MA',
      'NKE',
      'ADBE',
    ]);
  });

  it('shows a last quote for every instrument once the feed has ticked', async () => {
    const instruments = await waitFor(
      async () => {
        const { data } = await harness.query<{ instruments: InstrumentData[] }>(INSTRUMENTS);
        return data?.instruments.every((item) => item.lastQuote) && data.instruments;
      },
      5_000,
      'a quote for every instrument',
    );
    const btc = instruments.find((item) => item.symbol === 'BTCUSDT');
    expect(btc?.lastQuote?.ask).toBeGreaterThan(95_120.5 * 0.9);
    // Crypto's spread is 20 bps since migration 0005.
    expect(btc?.lastQuote?.bid).toBe(bidFor(btc?.lastQuote?.ask ?? 0, 20, 2));
  });

  it('resolves an Instrument entity by symbol, and null for an unknown one', async () => {
    const { data, errors } = await harness.query(
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Instrument { symbol name market feedSymbol } } }',
      {
        representations: [
          { __typename: 'Instrument', symbol: 'ETHUSDT' },
          { __typename: 'Instrument', symbol: 'NOPE' },
        ],
      },
    );
    expect(errors).toBeUndefined();
    expect(data?._entities).toEqual([
      { symbol: 'ETHUSDT', name: 'Ethereum / Tether', market: 'CRYPTO', feedSymbol: 'HITBTC:ETHUSDT' },
      null,
    ]);
  });
});

describe('trading subgraph: prices', () => {
  it('publishes live ticks on prices.tick.<SYMBOL> that parse with the contract, bid per the spread', async () => {
    await waitFor(() => new Set(ticks.map((tick) => tick.subject)).size === 46, 5_000, 'a tick from every instrument');
    const parsed = ticks.map(({ subject, data }) => ({ subject, tick: priceTick.parse(data) }));
    expect(parsed.filter(({ subject, tick }) => subject !== priceTickSubject(tick.symbol))).toEqual([]);
    const eurusd = parsed.find(({ tick }) => tick.symbol === 'EURUSD')?.tick;
    // Currencies' spread is 3 bps since migration 0005.
    expect(eurusd?.bid).toBe(bidFor(eurusd?.ask ?? 0, 3, 5));
  });

  it('answers the quote of an instrument and NOT_FOUND for an unknown symbol', async () => {
    const { data } = await harness.query('{ quote(symbol: "EURUSD") { symbol ask bid at } }');
    expect(data?.quote.symbol).toBe('EURUSD');
    expect(data?.quote.ask).toBeGreaterThan(data?.quote.bid);
    expect(Date.parse(data?.quote.at)).toBeGreaterThan(Date.now() - 60_000);
    const unknown = await harness.query('{ quote(symbol: "XYZ") { ask } }');
    expect(unknown.errors?.[0]).toMatchObject({
      message: 'Unknown instrument XYZ',
      extensions: { code: 'NOT_FOUND', reason: 'INSTRUMENT_NOT_FOUND' },
    });
  });

  it('refuses candle ranges that are empty, reversed or longer than a day, and unknown symbols', async () => {
    const from = '2030-01-01T00:00:00Z';
    const refusal = async (variables: Record<string, string>) =>
      (await harness.query(CANDLES, { symbol: 'BTCUSDT', from, to: '2030-01-01T01:00:00Z', ...variables })).errors?.[0]
        ?.extensions;
    expect(await refusal({ to: from })).toEqual({ code: 'BAD_REQUEST', reason: 'INVALID_RANGE' });
    expect(await refusal({ from: '2030-01-01T02:00:00Z' })).toEqual({ code: 'BAD_REQUEST', reason: 'INVALID_RANGE' });
    expect(await refusal({ to: '2030-01-02T00:01:00Z' })).toEqual({ code: 'BAD_REQUEST', reason: 'RANGE_TOO_LONG' });
    expect(await refusal({ symbol: 'NOPE' })).toEqual({ code: 'NOT_FOUND', reason: 'INSTRUMENT_NOT_FOUND' });
    expect(await refusal({ to: 'tomorrow' })).toMatchObject({ code: 'BAD_USER_INPUT' });
    const fullDay = await harness.query(CANDLES, { symbol: 'BTCUSDT', from, to: '2030-01-02T00:00:00Z' });
    expect(fullDay).toEqual({ data: { candles: [] } });
  });

  it('publishes its SDL for composition', async () => {
    const { data } = await harness.query('{ _service { sdl } }');
    expect(data?._service.sdl).toContain(
      'candles(symbol: String!, from: DateTime!, to: DateTime!, timeframe: Timeframe = ONE_MINUTE): [Candle!]!',
    );
  });
});
