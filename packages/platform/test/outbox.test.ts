import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { queryRows, type Database } from '../src/db/database';
import { serviceMigrations } from '../src/db/migrate';
import { idempotentHandler } from '../src/events/idempotent-consumer';
import { appendManyToOutbox, appendToOutbox, newEvent, Outbox } from '../src/outbox/outbox';
import { OutboxRelay } from '../src/outbox/relay';
import { waitFor } from '../src/testing/wait-for';
import { databaseFactories, type DatabaseFactory } from './support/databases';
import { RecordingBus } from './support/recording-bus';

const logger = pino({ level: 'silent' });
const emptyServiceMigrations = mkdtempSync(path.join(os.tmpdir(), 'none-'));
const deliveredEvent = (eventId: string) => ({
  eventId,
  subject: 'test.thing.happened',
  occurredAt: new Date().toISOString(),
  version: 1,
  payload: {},
  deliveryCount: 1,
});

describe.each([['pglite'], ['pg']] as const)('outbox on %s', (driver) => {
  let factory: DatabaseFactory | undefined;
  let database: Database;

  beforeAll(async () => {
    factory = (await databaseFactories()).find((candidate) => candidate.driver === driver);
  });
  beforeEach(async () => {
    if (factory) database = await factory.open('outbox', serviceMigrations(emptyServiceMigrations));
  });
  afterEach(async () => database?.close());

  const run = (name: string, body: () => Promise<void>) =>
    it(name, async () => {
      if (!factory) return expect(driver).toBe('pg');
      await body();
    });

  run('publishes only events whose transaction committed, in order, and marks them published', async () => {
    const bus = new RecordingBus();
    const outbox = new Outbox(database, { bus, logger, pollIntervalMs: 50 });
    await outbox.transaction(async (_tx, publish) => {
      await publish(newEvent('test.thing.happened', { n: 1 }));
      await publish(newEvent('test.thing.happened', { n: 2 }));
    });
    await expect(
      outbox.transaction(async (_tx, publish) => {
        await publish(newEvent('test.thing.happened', { n: 3 }));
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(bus.published).toHaveLength(0); // nothing goes out before the relay runs after commit
    outbox.relay.start();
    await waitFor(() => bus.published.length === 2);
    await outbox.relay.stop();
    expect(bus.published.map((event) => event.payload)).toEqual([{ n: 1 }, { n: 2 }]);
    const pending = await queryRows(database.orm, sql`select 1 from outbox where published_at is null`);
    expect(pending).toHaveLength(0);
  });

  run('appends a batch in its order, each event id once, and publishes it so', async () => {
    const events = Array.from({ length: 250 }, (_, n) =>
      newEvent('test.thing.happened', { n, nested: { amount: '1.50', tags: ['a', 'b'] } }, 2),
    );
    await database.orm.transaction(async (tx) => {
      await appendManyToOutbox(tx, events.slice(0, 200));
      // The same events again (a retried batch) and new ones: only the new ones are appended.
      await appendManyToOutbox(tx, events.slice(150));
    });
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ database, bus, logger, batchSize: 1_000 });
    expect(await relay.publishBatch()).toBe(250);
    expect(bus.published.map((event) => event.eventId)).toEqual(events.map((event) => event.eventId));
    expect(bus.published[7]).toMatchObject({
      subject: 'test.thing.happened',
      version: 2,
      payload: { n: 7, nested: { amount: '1.50', tags: ['a', 'b'] } },
      occurredAt: new Date(events[7].occurredAt).toISOString(),
    });
  });

  run('keeps an event whose publish failed and publishes it on the next attempt with the same id', async () => {
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ database, bus, logger, retryBaseDelayMs: 0 });
    const event = newEvent('test.thing.happened', { n: 1 });
    await appendToOutbox(database.orm, event);
    bus.failNext = 1;
    expect(await relay.publishBatch()).toBe(0);
    const [row] = await queryRows<{ attempts: number; last_error: string }>(
      database.orm,
      sql`select attempts, last_error from outbox`,
    );
    expect(row).toEqual({ attempts: 1, last_error: 'Error: transport down' });
    expect(await relay.publishBatch()).toBe(1);
    expect(bus.published.map((published) => published.eventId)).toEqual([event.eventId]);
  });

  run('leaves the rows alone while the bus is cut off, and publishes them once it is back', async () => {
    const bus = new RecordingBus();
    const relay = new OutboxRelay({ database, bus, logger });
    const event = newEvent('test.thing.happened', { n: 2 });
    await appendToOutbox(database.orm, event);
    bus.isConnected = false;
    expect(await relay.publishBatch()).toBe(0);
    expect(await relay.publishBatch()).toBe(0);
    // Not tried, so no failed attempt written at every poll of an outage.
    const attempts = sql`select attempts from outbox where event_id = ${event.eventId}`;
    expect(await queryRows(database.orm, attempts)).toEqual([{ attempts: 0 }]);
    bus.isConnected = true;
    expect(await relay.publishBatch()).toBe(1);
    expect(bus.published.map((published) => published.eventId)).toEqual([event.eventId]);
  });

  run('appending the same event id twice stores it once', async () => {
    const event = newEvent('test.thing.happened', {});
    await appendToOutbox(database.orm, event);
    await appendToOutbox(database.orm, event);
    expect(await queryRows(database.orm, sql`select 1 from outbox`)).toHaveLength(1);
  });

  run('two relays draining at once publish each row exactly once', async () => {
    for (let index = 0; index < 40; index += 1)
      await appendToOutbox(database.orm, newEvent('test.thing.happened', { index }));
    const bus = new RecordingBus();
    const relays = [
      new OutboxRelay({ database, bus, logger, batchSize: 7 }),
      new OutboxRelay({ database, bus, logger, batchSize: 7 }),
    ];
    const drain = async (relay: OutboxRelay) => {
      while ((await relay.publishBatch()) > 0) {
        // keep claiming until nothing is left
      }
    };
    await Promise.all(relays.map(drain));
    const ids = bus.published.map((event) => event.eventId);
    expect(ids).toHaveLength(40);
    expect(new Set(ids).size).toBe(40);
  });

  run('an idempotent consumer applies an event once, and again after a failed attempt', async () => {
    await database.orm.execute(sql`create table if not exists tally (n integer not null)`);
    let failNext = true;
    const handler = idempotentHandler(database, 'tally-consumer', async (tx) => {
      await tx.execute(sql`insert into tally (n) values (1)`);
      if (failNext) {
        failNext = false;
        throw new Error('crash mid-handler');
      }
    });
    const event = deliveredEvent('6f1c2b8e-8a59-4f3e-9d2a-0c1b2d3e4f50');
    await expect(handler(event)).rejects.toThrow('crash mid-handler');
    await handler({ ...event, deliveryCount: 2 });
    await handler({ ...event, deliveryCount: 3 });
    await Promise.all([handler(event), handler(event)]);
    expect(await queryRows(database.orm, sql`select n from tally`)).toHaveLength(1);
  });
});
