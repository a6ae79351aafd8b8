import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createMemoryBus, Outbox, queryRows, serviceMigrations, type EventBus } from '@mc/platform';
import { createTestDatabase, type TestDatabase } from '@mc/platform/testing';
import { TRADING_MIGRATIONS_DIR } from '../src';
import { listInstruments } from '../src/db/instruments.repository';
import { PriceFeed } from '../src/feed/price-feed';
import { ManualPriceSource } from './manual-price-source';

const logger = pino({ level: 'silent' });
const START_MS = Date.parse('2031-03-01T09:00:00.000Z');

let database: TestDatabase;
let bus: EventBus;
const clock = { now: START_MS };

beforeAll(async () => {
  database = await createTestDatabase('trading-watermark', serviceMigrations(TRADING_MIGRATIONS_DIR));
  bus = createMemoryBus();
});
afterAll(async () => {
  await bus.close();
  await database.close();
});

async function feedOnManualSource() {
  const instruments = await listInstruments(database.orm);
  const source = new ManualPriceSource(instruments);
  const feed = new PriceFeed({
    instruments,
    source,
    storedQuotes: [],
    database,
    outbox: new Outbox(database, { bus, logger }),
    bus,
    logger,
    // Flushed by hand below: the interval never fires during a test.
    flushIntervalMs: 3_600_000,
    now: () => clock.now,
  });
  feed.start();
  return { feed, source };
}

const recordedAsks = (symbol: string) =>
  queryRows<{ ask: string }>(database.orm, sql`select ask::text from ticks where symbol = ${symbol} order by at`);

describe("the feed's watermark: the time through which every tick is recorded", () => {
  it('moves to the flush time only once the flush has written the ticks, and tells its listeners', async () => {
    const { feed, source } = await feedOnManualSource();
    const heard: Date[] = [];
    feed.onFlushed((through) => heard.push(through));
    expect(feed.recordedThrough()).toEqual(new Date(START_MS));

    clock.now = START_MS + 400;
    source.push('BTCUSDT', 60_000);
    clock.now = START_MS + 900;
    expect(feed.recordedThrough()).toEqual(new Date(START_MS));
    await feed.flush();
    expect(await recordedAsks('BTCUSDT')).toEqual([{ ask: '60000.00000' }]);
    expect(feed.recordedThrough()).toEqual(new Date(START_MS + 900));

    // A flush with nothing new still moves it: no tick was produced up to then.
    clock.now = START_MS + 1_900;
    await feed.flush();
    expect(heard).toEqual([new Date(START_MS + 900), new Date(START_MS + 1_900)]);
    await feed.stop();
  });

  it('stays where it was when the flush fails, and moves once the retried flush has written the ticks', async () => {
    const { feed, source } = await feedOnManualSource();
    clock.now = START_MS + 10_000;
    await feed.flush();
    // The ticks table refuses writes for a moment (a lock held elsewhere, a failing disk).
    await database.orm.execute(sql`alter table ticks add constraint refuse_writes check (ask < 0) not valid`);
    clock.now = START_MS + 10_500;
    source.push('ETHUSDT', 3_000);
    await feed.flush();
    expect(feed.recordedThrough()).toEqual(new Date(START_MS + 10_000));
    await database.orm.execute(sql`alter table ticks drop constraint refuse_writes`);
    clock.now = START_MS + 11_000;
    await feed.flush();
    expect(feed.recordedThrough()).toEqual(new Date(START_MS + 11_000));
    expect(await recordedAsks('ETHUSDT')).toEqual([{ ask: '3000.00000' }]);
    await feed.stop();
  });
});
