import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '../src';
import { recordTick } from '../src/db/ticks.repository';
import { MAX_PENDING_TICKS, QuoteBook } from '../src/feed/quote-book';
import { ManualPriceSource } from './manual-price-source';

type TickDbRow = { id: string; symbol: string; ask: string; bid: string; at: Date };

describe('recorded ticks', () => {
  let harness: SubgraphHarness;
  let source: ManualPriceSource;
  const clock = { now: Date.parse('2031-02-03T10:00:00.000Z') };
  const tick = (symbol: string, ask: number) => {
    clock.now += 250;
    source.push(symbol, ask);
  };
  const stored = (symbol: string) =>
    queryRows<TickDbRow>(
      harness.database.orm,
      sql`select id::text, symbol, ask::text, bid::text, at from ticks where symbol = ${symbol} order by id`,
    );

  beforeAll(async () => {
    harness = await startSubgraphHarness('trading-ticks', serviceMigrations(TRADING_MIGRATIONS_DIR), (runtime) =>
      startTradingService(runtime, {
        now: () => clock.now,
        flushIntervalMs: 25,
        priceSource: (instruments) => (source = new ManualPriceSource(instruments)),
      }),
    );
  });
  afterAll(() => harness.stop());

  it('records every tick with an id, in order, not only the last quote', async () => {
    for (const ask of [229.87, 230.1, 229.95]) tick('AAPL', ask);
    const rows = await waitFor(
      async () => {
        const found = await stored('AAPL');
        return found.length === 3 && found;
      },
      5_000,
      'three AAPL ticks recorded',
    );
    // Stocks' spread is 10 bps (migration 0005): bid = ask × 0.999, half up to the cent.
    expect(rows.map((row) => [row.ask, row.bid])).toEqual([
      ['229.87000', '229.64000'],
      ['230.10000', '229.87000'],
      ['229.95000', '229.72000'],
    ]);
    expect(new Set(rows.map((row) => row.id)).size).toBe(3);
    expect(new Date(rows[2].at).getTime()).toBe(clock.now);
  });

  it("answers a tick recorded at once (a trade's own) with the same row the flush keeps", async () => {
    tick('MSFT', 418.32);
    const quote = { symbol: 'MSFT', ask: 418.32, bid: 409.95, at: new Date(clock.now) };
    const first = await recordTick(harness.database.orm, quote);
    await waitFor(async () => (await stored('MSFT')).length === 1, 5_000, 'MSFT flushed');
    const again = await recordTick(harness.database.orm, quote);
    expect(again.id).toBe(first.id);
    expect(await stored('MSFT')).toHaveLength(1);
  });

  it('refuses to change or delete what a trade opened with', async () => {
    const [{ id: tickId }] = await stored('AAPL');
    const tradeId = randomUUID();
    await harness.database.orm.execute(sql`
      insert into trades (id, user_id, symbol, side, currency, margin_minor, leverage, units, open_tick_id, open_price, open_rate, opened_at, close_out_price)
      values (${tradeId}, ${randomUUID()}, 'AAPL', 'BUY', 'USD', 10000, 10, 4.35029364, ${tickId}::bigint, 229.87, 1, now(), 218.38)`);
    await expect(
      harness.database.orm.execute(sql`update trades set margin_minor = 1 where id = ${tradeId}`),
    ).rejects.toThrow();
    await expect(harness.database.orm.execute(sql`delete from trades where id = ${tradeId}`)).rejects.toThrow();
    await expect(harness.database.orm.execute(sql`delete from ticks where id = ${tickId}::bigint`)).rejects.toThrow();
  });
});

describe('the quote book', () => {
  it('hands every tick to the next flush, keeps them after a failed one, and bounds them', () => {
    const book = new QuoteBook([]);
    const at = (ms: number) => new Date(Date.parse('2031-01-01T00:00:00Z') + ms);
    book.record({ symbol: 'AAPL', ask: 1, bid: 0.98, at: at(0) });
    book.record({ symbol: 'AAPL', ask: 2, bid: 1.96, at: at(1) });
    const changes = book.takeChanges(at(2).getTime());
    expect(changes.ticks.map((row) => row.ask)).toEqual([1, 2]);
    expect(changes.quotes.map((row) => row.ask)).toEqual([2]);
    book.restore(changes);
    for (let index = 0; index < MAX_PENDING_TICKS; index += 1)
      book.record({ symbol: 'AAPL', ask: 3, bid: 2.94, at: at(3 + index) });
    const bounded = book.takeChanges(at(MAX_PENDING_TICKS + 3).getTime()).ticks;
    expect(bounded).toHaveLength(MAX_PENDING_TICKS);
    expect(bounded[0].ask).toBe(3);
  });
});
