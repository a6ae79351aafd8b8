import { randomUUID } from 'node:crypto';
import pino from 'pino';
import { liveTradeProfitsSubject, type LiveTradeProfits } from '@mc/contracts';
import { createMemoryBus, serviceMigrations, type EventBus } from '@mc/platform';
import { createTestDatabase, type TestDatabase } from '@mc/platform/testing';
import { TRADING_MIGRATIONS_DIR } from '../src';
import type { QuoteRow } from '../src/db/market-data.repository';
import type { TradeRow } from '../src/db/positions.repository';
import { LiveProfits } from '../src/live/live-profits';

/**
 * Live profit of open trades (ADR 0019), on the catalogue of a real trading database: the figure is the
 * closing formula's at the latest tick and conversion rate, and only customers whose prices moved are
 * recomputed. The worked example of docs/trading.md: a USD customer's EURGBP BUY, 100.00 at 1:20.
 */
const logger = pino({ level: 'silent' });
const AT = new Date('2031-03-01T09:00:00.000Z');
let database: TestDatabase;
let bus: EventBus;
let quotes: Map<string, QuoteRow>;
let profits: LiveProfits;
let pushed: { userId: string; message: LiveTradeProfits }[];

const quote = (symbol: string, ask: number, bid = ask, at = AT) => quotes.set(symbol, { symbol, ask, bid, at });

function trade(userId: string, extra: Partial<TradeRow> = {}): TradeRow {
  return {
    id: randomUUID(),
    userId,
    symbol: 'EURGBP',
    side: 'BUY',
    status: 'OPEN',
    currency: 'USD',
    marginMinor: 10_000n,
    leverage: 20,
    units: '1847.69803846',
    openPrice: 0.8513,
    openRate: '1.2715000000',
    ...extra,
  } as TradeRow;
}

beforeAll(async () => {
  database = await createTestDatabase('trading-live-profits', serviceMigrations(TRADING_MIGRATIONS_DIR));
  bus = createMemoryBus();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});
beforeEach(async () => {
  quotes = new Map();
  pushed = [];
  profits = new LiveProfits(database, bus, { latestQuote: (symbol) => quotes.get(symbol) }, logger, () => AT.getTime());
  // A long period: each test publishes by hand.
  await profits.start(3_600_000);
});
afterEach(() => profits.stop());

function listen(userId: string) {
  return bus.subscribeLive(liveTradeProfitsSubject(userId), (_subject, data) =>
    pushed.push({ userId, message: data as LiveTradeProfits }),
  );
}

describe('live profits', () => {
  it('is the closing formula at the latest tick and conversion rate (the worked example: 14.43 USD)', async () => {
    const userId = randomUUID();
    const stop = listen(userId);
    const open = trade(userId);
    profits.track(open);
    quote('EURGBP', 0.875, 0.8575);
    quote('GBPUSD', 1.26);
    expect(profits.publishMoved()).toBe(1);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushed).toEqual([
      {
        userId,
        message: {
          at: AT.toISOString(),
          trades: [
            {
              tradeId: open.id,
              symbol: 'EURGBP',
              price: 0.8575,
              tickAt: AT.toISOString(),
              profit: '14.43',
              currency: 'USD',
            },
          ],
        },
      },
    ]);
    stop();
  });

  it('never shows a loss beyond the margin, and SELL closes at the ask', async () => {
    const userId = randomUUID();
    const stop = listen(userId);
    profits.track(trade(userId, { symbol: 'AAPL', units: '10.00000000', openPrice: 100, openRate: '1.0000000000' }));
    profits.track(
      trade(userId, { symbol: 'AAPL', side: 'SELL', units: '5.00000000', openPrice: 98, openRate: '1.0000000000' }),
    );
    quote('AAPL', 100, 80); // the BUY is down 200 on a margin of 100; the SELL closes at 100: down 10
    profits.publishMoved();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushed[0].message.trades.map((each) => [each.price, each.profit])).toEqual([
      [80, '-100.00'],
      [100, '-10.00'],
    ]);
    stop();
  });

  it('recomputes only customers whose symbols (or conversion pairs) moved, and forgets closed trades', async () => {
    const [alice, bob] = [randomUUID(), randomUUID()];
    const stops = [listen(alice), listen(bob)];
    const aliceTrade = trade(alice);
    profits.track(aliceTrade);
    profits.track(trade(bob, { symbol: 'AAPL', units: '1.00000000', openPrice: 100, openRate: '1.0000000000' }));
    profits.track(aliceTrade); // indexing the same trade again changes nothing
    quote('EURGBP', 0.875, 0.8575);
    quote('GBPUSD', 1.26);
    quote('AAPL', 101, 99);
    expect(profits.publishMoved()).toBe(2); // both are new
    expect(profits.publishMoved()).toBe(0); // nothing ticked since
    profits.onTick('MSFT');
    expect(profits.publishMoved()).toBe(0);
    profits.onTick('GBPUSD'); // alice's conversion pair
    expect(profits.publishMoved()).toBe(1);
    profits.untrack(aliceTrade.id);
    profits.onTick('EURGBP');
    expect(profits.publishMoved()).toBe(0);
    expect(profits.profitsOf(alice)).toBeUndefined();
    await new Promise((resolve) => setImmediate(resolve));
    expect(pushed.map((push) => push.userId)).toEqual([alice, bob, alice]);
    expect(pushed[0].message.trades).toHaveLength(1);
    stops.forEach((stop) => stop());
  });

  it('sends nothing for a trade whose symbol has no price yet', () => {
    const userId = randomUUID();
    profits.track(trade(userId));
    expect(profits.profitsOf(userId)).toBeUndefined();
  });
});
