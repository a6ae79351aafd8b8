import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DiscardPolicy, jetstream, jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, nanos, type NatsConnection } from '@nats-io/transport-node';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createNatsBus } from '../src/bus';
import { ConfigError } from '../src/config';
import { queryRows, type Database } from '../src/db/database';
import { serviceMigrations } from '../src/db/migrate';
import { retentionSettings } from '../src/events/retention';
import { appendToOutbox, newEvent } from '../src/outbox/outbox';
import { RetentionPruner } from '../src/outbox/pruner';
import { OutboxRelay } from '../src/outbox/relay';
import { waitFor } from '../src/testing/wait-for';
import { resolveTestInfrastructure } from '../src/testing';
import { natsWillResolve } from './bus/nats-availability';
import { uniqueSuffix } from './bus/wait-for';
import { databaseFactories, type DatabaseFactory } from './support/databases';
import { RecordingBus } from './support/recording-bus';

const emptyServiceMigrations = mkdtempSync(path.join(os.tmpdir(), 'none-'));
const DAY_MS = 24 * 60 * 60_000;

describe('retention settings', () => {
  it('defaults to a week of outbox rows and streams, and two weeks of processed events', () => {
    expect(retentionSettings({})).toEqual({
      outboxRetentionDays: 7,
      processedEventsRetentionDays: 14,
      streamMaxAgeDays: 7,
      streamMaxBytes: 512 * 1024 * 1024,
    });
  });

  it('refuses processed-event records that would not outlive the stream, and bad numbers', () => {
    expect(() => retentionSettings({ PROCESSED_EVENTS_RETENTION_DAYS: '7' })).toThrow(/must be longer than/);
    expect(() => retentionSettings({ OUTBOX_RETENTION_DAYS: '0', EVENT_STREAM_MAX_BYTES: 'lots' })).toThrow(
      ConfigError,
    );
  });
});

describe.each([['pglite'], ['pg']] as const)('retention pruning on %s', (driver) => {
  let factory: DatabaseFactory | undefined;
  let database: Database;

  beforeAll(async () => {
    factory = (await databaseFactories()).find((candidate) => candidate.driver === driver);
    if (factory) database = await factory.open('retention', serviceMigrations(emptyServiceMigrations));
  });
  afterAll(async () => database?.close());

  it('deletes published rows and processed records past their age, in batches, and never an unpublished row', async () => {
    if (!factory) return expect(driver).toBe('pg');
    const outboxRow = async (name: string, publishedDaysAgo: number | null) => {
      const event = newEvent('test.thing.happened', { name });
      await appendToOutbox(database.orm, event);
      const publishedAt = publishedDaysAgo === null ? null : new Date(Date.now() - publishedDaysAgo * DAY_MS);
      await database.orm.execute(sql`
        update outbox set published_at = ${publishedAt?.toISOString() ?? null}::timestamptz,
               occurred_at = now() - interval '30 days'
         where event_id = ${event.eventId}`);
    };
    for (let n = 0; n < 5; n += 1) await outboxRow(`old-${n}`, 8 + n);
    await outboxRow('recent', 6);
    await outboxRow('never published, a month old', null);
    const processed = async (consumer: string, daysAgo: number) =>
      database.orm.execute(sql`
        insert into processed_events (consumer, event_id, processed_at)
        values (${consumer}, gen_random_uuid(), now() - make_interval(days => ${daysAgo}::int))`);
    for (let n = 0; n < 3; n += 1) await processed('old', 15 + n);
    await processed('recent', 13);

    const pruner = new RetentionPruner({
      database,
      logger: pino({ level: 'silent' }),
      settings: { outboxRetentionDays: 7, processedEventsRetentionDays: 14 },
      batchSize: 2,
    });
    expect(await pruner.pruneOnce()).toEqual({ outboxRows: 5, processedEvents: 3 });
    const kept = await queryRows<{ name: string }>(
      database.orm,
      sql`select payload->>'name' as name from outbox order by position`,
    );
    expect(kept.map((row) => row.name)).toEqual(['recent', 'never published, a month old']);
    const consumers = await queryRows<{ consumer: string }>(database.orm, sql`select consumer from processed_events`);
    expect(consumers).toEqual([{ consumer: 'recent' }]);
    expect(await pruner.pruneOnce()).toEqual({ outboxRows: 0, processedEvents: 0 });
  });

  it('a started relay prunes by itself, soon after start and then at its interval', async () => {
    if (!factory) return expect(driver).toBe('pg');
    const relay = new OutboxRelay({
      database,
      bus: new RecordingBus(),
      logger: pino({ level: 'silent' }),
      retention: { outboxRetentionDays: 7, processedEventsRetentionDays: 14 },
      pruneIntervalMs: 50,
    });
    const oldRecord = sql`
      insert into processed_events (consumer, event_id, processed_at)
      values ('started', gen_random_uuid(), now() - interval '20 days')`;
    const records = async () =>
      (await queryRows(database.orm, sql`select 1 from processed_events where consumer = 'started'`)).length;
    await database.orm.execute(oldRecord);
    relay.start();
    try {
      await waitFor(async () => (await records()) === 0, 20_000, 'the first pruning');
      await database.orm.execute(oldRecord);
      await waitFor(async () => (await records()) === 0, 20_000, 'the next pruning');
    } finally {
      await relay.stop();
    }
  });
});

if (natsWillResolve()) {
  describe('stream limits on NATS', () => {
    const prefix = `rt${uniqueSuffix()}`;
    const streamLimits = { streamMaxAgeDays: 3, streamMaxBytes: 4 * 1024 * 1024 };
    let nc: NatsConnection;
    let jsm: JetStreamManager;
    let natsUrl = '';

    beforeAll(async () => {
      const { bus } = await resolveTestInfrastructure();
      if (bus.kind !== 'nats') throw new Error(`expected a NATS server but found ${bus.kind}`);
      natsUrl = bus.url;
      nc = await connect({ servers: natsUrl });
      jsm = await jetstreamManager(nc);
    });
    afterAll(async () => {
      for await (const name of jsm.streams.names())
        if (name.startsWith(prefix.toUpperCase())) await jsm.streams.delete(name);
      await nc?.close();
    });

    const publishOne = async (stream: string) => {
      const bus = await createNatsBus({ url: natsUrl, name: 'retention-test', streamLimits });
      await bus.publish(newEvent(`${stream}.thing.happened`, {}));
      await bus.close();
    };
    const expectLimits = async (stream: string, messages: number) => {
      const info = await jsm.streams.info(stream.toUpperCase());
      expect(info.config).toMatchObject({
        max_age: nanos(3 * DAY_MS),
        max_bytes: 4 * 1024 * 1024,
        discard: DiscardPolicy.Old,
        subjects: [`${stream}.>`],
      });
      expect(info.state.messages).toBe(messages);
    };

    it('creates a stream with the age and size limits, discarding the oldest', async () => {
      const stream = `${prefix}new`;
      await publishOne(stream);
      await expectLimits(stream, 1);
    });

    it('gives an existing stream without limits the limits at start, keeping its messages', async () => {
      const stream = `${prefix}old`;
      await jsm.streams.add({ name: stream.toUpperCase(), subjects: [`${stream}.>`] });
      const before = await jsm.streams.info(stream.toUpperCase());
      expect(before.config.max_age).toBe(0);
      expect(before.config.max_bytes).toBe(-1);
      const js = jetstream(nc);
      await js.publish(`${stream}.thing.happened`, JSON.stringify(newEvent(`${stream}.thing.happened`, {})));
      await publishOne(stream);
      await expectLimits(stream, 2);
    });
  });
}
