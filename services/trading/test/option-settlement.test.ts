import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createMemoryBus, Outbox, queryRows, serviceMigrations, type EventBus } from '@mc/platform';
import { createTestDatabase, waitFor, type TestDatabase } from '@mc/platform/testing';
import { TRADING_MIGRATIONS_DIR } from '../src';
import { insertOption } from '../src/db/positions.repository';
import { recordTick } from '../src/db/ticks.repository';
import { TradeLive } from '../src/live/trade-live';
import { PositionJobs } from '../src/positions/position-jobs';
import { SettlingTicks } from '../src/positions/settling-ticks';

const EXPIRY_MS = Date.parse('2031-03-01T09:05:00.000Z');
const SETTINGS = { settleEveryMs: 60_000, reconcileEveryMs: 60_000, abandonAfterMs: 60_000 };
const logger = pino({ level: 'silent' });

let database: TestDatabase;
let bus: EventBus;
const clock = { now: EXPIRY_MS };
/** The feed's watermark: every tick up to it is recorded (PriceFeed.recordedThrough). */
let recordedThrough = new Date(EXPIRY_MS);

beforeAll(async () => {
  database = await createTestDatabase('trading-settlement', serviceMigrations(TRADING_MIGRATIONS_DIR));
  bus = createMemoryBus();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

/**
 * A replica's settlement job: its own outbox on the shared database; with `settlingTicks`, the early
 * flushes' knowledge the service gives it (its timers, once started, are a minute apart here).
 */
function replica(settlingTicks?: SettlingTicks): PositionJobs {
  return new PositionJobs(
    database,
    new Outbox(database, { bus, logger }),
    new TradeLive(bus, logger, () => clock.now),
    logger,
    () => clock.now,
    () => recordedThrough,
    SETTINGS,
    settlingTicks,
  );
}

async function openOptions(symbol: string, count: number, strike: number): Promise<string[]> {
  const tick = await recordTick(database.orm, {
    symbol,
    ask: strike,
    bid: strike * 0.98,
    at: new Date(EXPIRY_MS - 300_000),
  });
  const ids = Array.from({ length: count }, () => randomUUID());
  for (const [index, id] of ids.entries()) {
    await insertOption(database.orm, {
      id,
      userId: randomUUID(),
      symbol,
      direction: index % 2 === 0 ? 'HIGHER' : 'PUT',
      status: 'OPEN',
      currency: 'USD',
      stakeMinor: 5_000n,
      payoutBps: 8_500,
      openTickId: tick.id,
      strike,
      openedAt: tick.at,
      expiresAt: new Date(EXPIRY_MS),
    });
  }
  return ids;
}

const statuses = (ids: string[]) =>
  queryRows<{ id: string; status: string; settle_price: string | null }>(
    database.orm,
    sql`select id, status, settle_price::text from options where id in (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );

describe('option settlement', () => {
  it('waits until the feed has recorded every tick up to the settling one, then settles from the first at or after expiry', async () => {
    const ids = await openOptions('MSFT', 2, 400);
    await recordTick(database.orm, { symbol: 'MSFT', ask: 399, bid: 391.02, at: new Date(EXPIRY_MS - 1) });
    clock.now = EXPIRY_MS + 5_000;
    recordedThrough = new Date(EXPIRY_MS + 300);
    expect(await replica().settleDueOptions()).toEqual([]);
    // A trade recorded a later tick on its own while the feed's flush still holds the E+400 one.
    await recordTick(database.orm, { symbol: 'MSFT', ask: 350, bid: 343, at: new Date(EXPIRY_MS + 900) });
    expect(await replica().settleDueOptions()).toEqual([]);
    // The flush records E+400 and everything up to E+1000: E+400 is final.
    await recordTick(database.orm, { symbol: 'MSFT', ask: 401, bid: 392.98, at: new Date(EXPIRY_MS + 400) });
    recordedThrough = new Date(EXPIRY_MS + 1_000);
    const settled = await replica().settleDueOptions();
    expect(settled.map((option) => [option.direction, option.status, option.settlePrice, option.profitMinor])).toEqual(
      expect.arrayContaining([
        ['HIGHER', 'WON', 401, 4_250n],
        ['PUT', 'LOST', 401, -5_000n],
      ]),
    );
    expect((await statuses(ids)).every((row) => row.settle_price === '401.00000')).toBe(true);
  });

  it('settles each option once when two replicas run at the same moment', async () => {
    const ids = await openOptions('NVDA', 40, 135);
    await recordTick(database.orm, { symbol: 'NVDA', ask: 135, bid: 132.3, at: new Date(EXPIRY_MS) });
    clock.now = EXPIRY_MS + 2_000;
    recordedThrough = new Date(EXPIRY_MS + 2_000);
    const [first, second] = await Promise.all([replica().settleDueOptions(), replica().settleDueOptions()]);
    const settledIds = [...first, ...second].map((option) => option.id);
    expect(settledIds.sort()).toEqual([...ids].sort());
    expect((await statuses(ids)).every((row) => row.status === 'TIED')).toBe(true);
    const [{ events }] = await queryRows<{ events: string }>(
      database.orm,
      sql`select count(*)::text as events from outbox where subject = 'trading.option.settled' and payload->>'settlePrice' = '135'`,
    );
    expect(Number(events)).toBe(40);
  });

  it('settles more options than one batch in one run, past options whose symbol has no tick yet', async () => {
    const waiting = await openOptions('AMZN', 150, 180);
    const ids = await openOptions('TSLA', 1_100, 250);
    await recordTick(database.orm, { symbol: 'AMZN', ask: 181, bid: 177.38, at: new Date(EXPIRY_MS - 10) });
    await recordTick(database.orm, { symbol: 'TSLA', ask: 251, bid: 245.98, at: new Date(EXPIRY_MS + 10) });
    clock.now = EXPIRY_MS + 2_000;
    recordedThrough = new Date(EXPIRY_MS + 2_000);
    const settled = await replica().settleDueOptions();
    expect(settled.map((option) => option.id).sort()).toEqual([...ids].sort());
    expect((await statuses(waiting)).every((row) => row.status === 'OPEN')).toBe(true);
    const [{ events }] = await queryRows<{ events: string }>(
      database.orm,
      sql`select count(*)::text as events from outbox where subject = 'trading.option.settled' and payload->>'settlePrice' = '251'`,
    );
    expect(Number(events)).toBe(1_100);
  });

  it('decides HIGHER and CALL above the strike, LOWER and PUT below it, a tie at it, and pays the stake × payout floored', async () => {
    const strike = 100.12345;
    // The settling ask one price step above, at and below the strike, each on its own symbol.
    const cases = [
      { symbol: 'AAPL', ask: 100.12346, wins: ['HIGHER', 'CALL'] },
      { symbol: 'GOOGL', ask: strike, wins: [] },
      { symbol: 'NFLX', ask: 100.12344, wins: ['LOWER', 'PUT'] },
    ];
    const directions = ['HIGHER', 'LOWER', 'CALL', 'PUT'] as const;
    const opened = new Map<string, { symbol: string; direction: string }>();
    for (const { symbol, ask } of cases) {
      const tick = await recordTick(database.orm, {
        symbol,
        ask: strike,
        bid: strike,
        at: new Date(EXPIRY_MS - 60_000),
      });
      for (const direction of directions) {
        const id = randomUUID();
        opened.set(id, { symbol, direction });
        // 333 at 95.00 %: 316.35 is paid as 316, the minor unit floored.
        await insertOption(database.orm, {
          id,
          userId: randomUUID(),
          symbol,
          direction,
          status: 'OPEN',
          currency: 'USD',
          stakeMinor: 333n,
          payoutBps: 9_500,
          openTickId: tick.id,
          strike,
          openedAt: tick.at,
          expiresAt: new Date(EXPIRY_MS),
        });
      }
      await recordTick(database.orm, { symbol, ask, bid: ask, at: new Date(EXPIRY_MS + 100) });
    }
    clock.now = EXPIRY_MS + 2_000;
    recordedThrough = new Date(EXPIRY_MS + 2_000);
    const settled = (await replica().settleDueOptions()).filter((option) => opened.has(option.id));
    expect(settled).toHaveLength(12);
    for (const option of settled) {
      const { wins, ask } = cases.find((entry) => entry.symbol === option.symbol)!;
      const expected =
        ask === strike
          ? { status: 'TIED', profitMinor: 0n }
          : wins.includes(option.direction)
            ? { status: 'WON', profitMinor: 316n }
            : { status: 'LOST', profitMinor: -333n };
      expect({ direction: option.direction, status: option.status, profitMinor: option.profitMinor }).toEqual({
        direction: opened.get(option.id)!.direction,
        ...expected,
      });
      expect(option.settlePrice).toBe(ask);
      expect(option.settledAt).toEqual(new Date(EXPIRY_MS + 100));
    }
  });

  it('knows what is open once started, so the first tick past an expiry is flushed at once', async () => {
    await openOptions('ADBE', 1, 520);
    const settlingTicks = new SettlingTicks();
    const jobs = replica(settlingTicks);
    await jobs.start();
    try {
      expect(settlingTicks.settles('ADBE', new Date(EXPIRY_MS + 1))).toBe(true);
    } finally {
      jobs.stop();
    }
  });

  it('runs once more when a flush asks while a run is on, instead of waiting for the timer', async () => {
    const ids = await openOptions('PYPL', 3, 70);
    const jobs = replica(new SettlingTicks());
    // The first run starts with the start; the flush below asks for another while it may still be on.
    await jobs.start();
    try {
      await recordTick(database.orm, { symbol: 'PYPL', ask: 71, bid: 69.58, at: new Date(EXPIRY_MS + 50) });
      recordedThrough = new Date(EXPIRY_MS + 3_000);
      jobs.settleSoon();
      // The timer's next run is a minute away.
      await waitFor(
        async () => ((await statuses(ids)).every((row) => row.status !== 'OPEN') ? true : undefined),
        5_000,
      );
    } finally {
      jobs.stop();
    }
  });
});
