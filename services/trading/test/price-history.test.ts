import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '../src';
import { listInstruments } from '../src/db/instruments.repository';
import {
  HISTORY_MINUTES,
  instrumentsWithoutHistory,
  recordHistory,
  simulatedHistory,
} from '../src/feed/history-backfill';
import { ManualPriceSource } from './manual-price-source';

/**
 * The simulated feed's history (a fresh platform's charts) and candles of 5 minutes, an hour and a day
 * aggregated in the database from the recorded one-minute candles.
 */
const migrations = serviceMigrations(TRADING_MIGRATIONS_DIR);
const NOW_MS = Date.parse('2030-03-04T10:07:30.000Z');
const END_MINUTE_MS = Date.parse('2030-03-04T10:07:00.000Z');
const SETTINGS = { seed: 7, tickIntervalMs: 50, endMinuteMs: END_MINUTE_MS, minutes: HISTORY_MINUTES };
const AUDCHF = { symbol: 'AUDCHF', market: 'CURRENCIES' as const, pricePrecision: 5, spreadBps: 3, startPrice: 0.5793 };
const CANDLES = `query ($symbol: String!, $from: DateTime!, $to: DateTime!, $timeframe: Timeframe) {
  candles(symbol: $symbol, from: $from, to: $to, timeframe: $timeframe) { startedAt open high low close } }`;

type Candle = { startedAt: string; open: number; high: number; low: number; close: number };

/** What a bucket of one-minute candles aggregates to, worked out here rather than by the query under test. */
function byHand(minutes: Candle[], startedAt: string): Candle {
  return {
    startedAt,
    open: minutes[0].open,
    high: Math.max(...minutes.map((minute) => minute.high)),
    low: Math.min(...minutes.map((minute) => minute.low)),
    close: minutes.at(-1)!.close,
  };
}

describe('the simulated history', () => {
  it('is the same for the same seed, symbol and end, one candle a minute opening at the last close, ending at the start price', () => {
    const history = simulatedHistory(AUDCHF, SETTINGS);
    expect(simulatedHistory(AUDCHF, SETTINGS)).toEqual(history);
    expect(simulatedHistory(AUDCHF, { ...SETTINGS, seed: 8 })).not.toEqual(history);
    expect(history).toHaveLength(1440);
    expect(history[0].startedAt).toEqual(new Date(END_MINUTE_MS - 1440 * 60_000));
    // The live walk of a fresh instrument starts at the start price: the history ends there.
    expect(history.at(-1)).toMatchObject({ startedAt: new Date(END_MINUTE_MS - 60_000), close: 0.5793 });
    for (const [index, candle] of history.entries()) {
      if (index > 0) expect(candle.open).toBe(history[index - 1].close);
      expect(candle.high).toBeGreaterThanOrEqual(Math.max(candle.open, candle.close));
      expect(candle.low).toBeLessThanOrEqual(Math.min(candle.open, candle.close));
      expect(Math.round(candle.close * 1e5) / 1e5).toBe(candle.close);
    }
    // A day of a forex walk stay within a few per cent of the start: the live model's volatility.
    expect(Math.abs(history[0].open / 0.5793 - 1)).toBeLessThan(0.05);
  });
});

describe('a fresh platform on the simulated feed', () => {
  let harness: SubgraphHarness;
  const candles = async (variables: Record<string, string>) => {
    const { data, errors } = await harness.query<{ candles: Candle[] }>(CANDLES, { symbol: 'AUDCHF', ...variables });
    if (errors) throw new Error(JSON.stringify(errors));
    return data!.candles;
  };

  beforeAll(async () => {
    harness = await startSubgraphHarness('trading-history', migrations, (runtime) =>
      startTradingService(runtime, { seed: SETTINGS.seed, tickIntervalMs: SETTINGS.tickIntervalMs, now: () => NOW_MS }),
    );
  }, 120_000); // Starting a service takes long on a loaded shared machine.
  afterAll(() => harness.stop());

  it('records a day of one-minute candles for every instrument at its first start, beside the feed', async () => {
    const counts = await waitFor(
      async () => {
        const rows = await queryRows<{ symbol: string; count: string }>(
          harness.database.orm,
          sql`select symbol, count(*)::text as count from candles where started_at < ${new Date(END_MINUTE_MS)} group by symbol`,
        );
        return rows.length === 46 && rows.every((row) => row.count === '1440') && rows;
      },
      120_000,
      'the history of all 46 instruments',
    );
    expect(new Set(counts.map((row) => row.count))).toEqual(new Set(['1440']));
    const lastTwoHours = await candles({ from: '2030-03-04T08:07:00Z', to: '2030-03-04T10:07:00Z' });
    expect(lastTwoHours).toHaveLength(120);
    const expected = simulatedHistory(AUDCHF, SETTINGS).slice(-120);
    expect(lastTwoHours.map((candle) => candle.close)).toEqual(expected.map((candle) => candle.close));
  }, 150_000);

  it('records it once: at a later start every instrument has candles and nothing is added', async () => {
    const count = async () =>
      (await queryRows<{ count: string }>(harness.database.orm, sql`select count(*)::text as count from candles`))[0]
        .count;
    const before = await count();
    const instruments = await listInstruments(harness.database.orm);
    expect(await instrumentsWithoutHistory(harness.database.orm, instruments)).toEqual([]);
    // Drawn again (as a start that crashed midway would), it records nothing twice.
    await recordHistory(harness.database.orm, instruments.slice(0, 3), SETTINGS, pino({ level: 'silent' }));
    expect(await count()).toBe(before);
  });

  it('aggregates 5-minute, hourly and daily candles from the one-minute ones, in UTC buckets', async () => {
    const day = await candles({ from: '2030-03-03T00:00:00Z', to: '2030-03-04T00:00:00Z' });
    // The history starts at 10:07 the day before: 833 minutes of that day.
    expect(day).toHaveLength(833);
    const minutesFrom = (fromIso: string, count: number) => {
      const first = day.findIndex((candle) => candle.startedAt === fromIso);
      return day.slice(first, first + count);
    };
    // `from` inside a bucket is taken back to the bucket's start.
    const fiveMinutes = await candles({
      from: '2030-03-03T13:02:00Z',
      to: '2030-03-03T13:10:00Z',
      timeframe: 'FIVE_MINUTES',
    });
    expect(fiveMinutes).toEqual([
      byHand(minutesFrom('2030-03-03T13:00:00.000Z', 5), '2030-03-03T13:00:00.000Z'),
      byHand(minutesFrom('2030-03-03T13:05:00.000Z', 5), '2030-03-03T13:05:00.000Z'),
    ]);
    const hours = await candles({ from: '2030-03-03T14:00:00Z', to: '2030-03-03T16:00:00Z', timeframe: 'ONE_HOUR' });
    expect(hours).toEqual([
      byHand(minutesFrom('2030-03-03T14:00:00.000Z', 60), '2030-03-03T14:00:00.000Z'),
      byHand(minutesFrom('2030-03-03T15:00:00.000Z', 60), '2030-03-03T15:00:00.000Z'),
    ]);
    const days = await candles({ from: '2030-03-01T00:00:00Z', to: '2030-03-04T00:00:00Z', timeframe: 'ONE_DAY' });
    expect(days).toEqual([byHand(day, '2030-03-03T00:00:00.000Z')]);
  });

  it('allows 1440 candles of the timeframe in one range and refuses one minute more', async () => {
    const refusal = async (to: string, timeframe: string) =>
      (await harness.query(CANDLES, { symbol: 'AUDCHF', from: '2030-01-01T00:00:00Z', to, timeframe })).errors?.[0]
        ?.extensions?.reason;
    expect(await refusal('2030-01-01T00:00:00Z', 'ONE_HOUR')).toBe('INVALID_RANGE');
    expect(await refusal('2030-03-02T00:00:00Z', 'ONE_HOUR')).toBeUndefined(); // 60 days: 1440 hours
    expect(await refusal('2030-03-02T00:01:00Z', 'ONE_HOUR')).toBe('RANGE_TOO_LONG');
    expect(await refusal('2030-01-06T00:01:00Z', 'FIVE_MINUTES')).toBe('RANGE_TOO_LONG');
  });
});

describe('a feed of a test’s hand', () => {
  it('records no history: only the simulated walk has one', async () => {
    const harness = await startSubgraphHarness('trading-no-history', migrations, (runtime) =>
      startTradingService(runtime, {
        now: () => NOW_MS,
        priceSource: (instruments) => new ManualPriceSource(instruments),
      }),
    );
    try {
      const rows = await queryRows(harness.database.orm, sql`select 1 from candles limit 1`);
      expect(rows).toEqual([]);
    } finally {
      await harness.stop();
    }
  });
});

describe('PRICE_HISTORY_MINUTES', () => {
  const countsOf = async (harness: SubgraphHarness) =>
    queryRows<{ count: string }>(
      harness.database.orm,
      sql`select count(*)::text as count from candles where started_at < ${new Date(END_MINUTE_MS)} group by symbol`,
    );

  it('records the minutes asked for, or no history at all with 0', async () => {
    const start = (name: string, priceHistoryMinutes: number) =>
      startSubgraphHarness(name, migrations, (runtime) =>
        startTradingService(runtime, {
          seed: SETTINGS.seed,
          tickIntervalMs: SETTINGS.tickIntervalMs,
          now: () => NOW_MS,
          priceHistoryMinutes,
        }),
      );
    const hour = await start('trading-history-hour', 60);
    try {
      const counts = await waitFor(
        async () => {
          const rows = await countsOf(hour);
          return rows.length === 46 && rows;
        },
        60_000,
        'an hour of history for all 46 instruments',
      );
      expect(new Set(counts.map((row) => row.count))).toEqual(new Set(['60']));
    } finally {
      await hour.stop();
    }
    const none = await start('trading-history-none', 0);
    try {
      // The feed has flushed its first candles (of the current minute) by now; none lies before it.
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(await countsOf(none)).toEqual([]);
    } finally {
      await none.stop();
    }
  }, 150_000);
});
