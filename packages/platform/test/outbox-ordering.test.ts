import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { createNatsBus, type EventBus, type EventEnvelope } from '../src/bus';
import { queryRows, type Database } from '../src/db/database';
import { serviceMigrations } from '../src/db/migrate';
import { appendToOutbox, newEvent } from '../src/outbox/outbox';
import { orderingKeyOf } from '../src/outbox/ordering-key';
import { OutboxRelay } from '../src/outbox/relay';
import { createTestDatabase, resolveTestInfrastructure } from '../src/testing';
import { waitFor } from '../src/testing/wait-for';
import { natsWillResolve } from './bus/nats-availability';
import { uniqueSuffix } from './bus/wait-for';

const emptyServiceMigrations = mkdtempSync(path.join(os.tmpdir(), 'none-'));
const retention = { outboxRetentionDays: 7, processedEventsRetentionDays: 14 };
/** Small, since JetStream reserves a stream's max_bytes from the shared server's store. */
const streamLimits = { streamMaxAgeDays: 1, streamMaxBytes: 8 * 1024 * 1024 };
const user = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

describe('ordering key', () => {
  it('is the aggregate the payload names, the customer first, else the subject', () => {
    const key = (payload: unknown) => orderingKeyOf({ subject: 'funds.deposit.confirmed', payload });
    expect(key({ depositId: 'd', userId: 'u', planId: 'btc-1' })).toBe('userId:u');
    expect(key({ planId: 'btc-1', soldOut: true })).toBe('planId:btc-1');
    expect(key({ symbol: 'BTCUSD', close: '1' })).toBe('symbol:BTCUSD');
    expect(key({ mailId: 'm', to: 'a@b.c' })).toBe('mailId:m');
    expect(key({ day: '2026-01-01', items: [{ userId: 'u' }] })).toBe('funds.deposit.confirmed');
    expect(key({ userId: '' })).toBe('funds.deposit.confirmed');
    expect(key(null)).toBe('funds.deposit.confirmed');
  });
});

/** Log lines the relay wrote, parsed. */
function capturingLogger(): { logger: pino.Logger; lines: { msg: string; eventId?: string }[] } {
  const lines: { msg: string; eventId?: string }[] = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as { msg: string; eventId?: string });
      done();
    },
  });
  return { logger: pino({ level: 'info' }, destination), lines };
}

/** The real bus, noting each event NATS accepted, in the order it accepted them. */
function noting(bus: EventBus, accepted: EventEnvelope[], pauseMs = 0): EventBus {
  return {
    ...bus,
    connected: () => bus.connected(),
    publish: async (event) => {
      if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * pauseMs));
      await bus.publish(event);
      accepted.push(event);
    },
  };
}

if (natsWillResolve()) {
  describe('outbox relay on PostgreSQL and NATS', () => {
    const prefix = `ob${uniqueSuffix()}`;
    let natsUrl = '';
    let nc: NatsConnection;
    let jsm: JetStreamManager;
    let database: Database;
    let bus: EventBus;

    beforeAll(async () => {
      const infrastructure = await resolveTestInfrastructure();
      if (infrastructure.bus.kind !== 'nats' || infrastructure.database.kind !== 'pg')
        throw new Error('this suite needs the PostgreSQL and NATS servers');
      natsUrl = infrastructure.bus.url;
      nc = await connect({ servers: natsUrl });
      jsm = await jetstreamManager(nc);
      database = await createTestDatabase('outbox_ordering', serviceMigrations(emptyServiceMigrations));
      bus = await createNatsBus({ url: natsUrl, name: 'outbox-ordering', streamLimits });
    });
    afterAll(async () => {
      await bus?.close();
      await database?.close();
      for await (const name of jsm.streams.names())
        if (name.startsWith(prefix.toUpperCase())) await jsm.streams.delete(name);
      await nc?.close();
    });
    beforeEach(async () => {
      await database.orm.execute(sql`delete from outbox`);
    });

    const append = async (subject: string, payload: Record<string, unknown>) => {
      const event = newEvent(subject, payload);
      await appendToOutbox(database.orm, event);
      return event;
    };
    const ids = (events: EventEnvelope[]) => events.map((event) => event.eventId);

    it('a refused subject holds back only its own aggregate, without spinning, and all drains in order once it accepts', async () => {
      // A stream that takes no message at all: JetStream itself refuses every publish on it.
      const refusing = `${prefix}refuse`;
      await jsm.streams.add({ name: refusing.toUpperCase(), subjects: [`${refusing}.>`], max_msg_size: 1 });
      const flowing = `${prefix}flow`;
      const stuckFirst = await append(`${refusing}.deposit.confirmed`, { userId: user(1), n: 1 });
      const others: EventEnvelope[] = [];
      others.push(await append(`${flowing}.trade.opened`, { userId: user(2), n: 1 }));
      const stuckLater = await append(`${flowing}.trade.opened`, { userId: user(1), n: 2 });
      others.push(await append(`${flowing}.trade.opened`, { userId: user(3), n: 1 }));
      others.push(await append(`${flowing}.accrual.batch_posted`, { day: '2026-01-01', items: [] }));
      others.push(await append(`${flowing}.trade.closed`, { userId: user(2), n: 2 }));
      const stuckLast = await append(`${flowing}.trade.closed`, { userId: user(1), n: 3 });

      const accepted: EventEnvelope[] = [];
      const { logger, lines } = capturingLogger();
      const relay = new OutboxRelay({
        database,
        bus: noting(bus, accepted),
        logger,
        retention,
        pollIntervalMs: 50,
        retryBaseDelayMs: 200,
        retryMaxDelayMs: 1_000,
      });
      relay.start();
      try {
        await waitFor(() => accepted.length === others.length, 20_000, 'the unrelated events');
        expect(ids(accepted)).toEqual(ids(others));
        // Some retries later, the stuck customer's later events are still waiting, in the outbox.
        await waitFor(async () => (await attemptsOf(stuckFirst)) >= 3, 20_000, 'three attempts');
        expect(ids(accepted)).toEqual(ids(others));
        const [row] = await queryRows<{ attempts: number; last_error: string; waits: boolean }>(
          database.orm,
          sql`select attempts, last_error, next_attempt_at is not null as waits
                from outbox where event_id = ${stuckFirst.eventId}`,
        );
        expect(row.last_error).toMatch(/maximum|size/i);
        // Backing off: polled every 50 ms for a second and more, it was tried a handful of times only.
        expect(row.attempts).toBeLessThan(8);
        expect(row.waits).toBe(true);
        const unpublished = await queryRows<{ event_id: string }>(
          database.orm,
          sql`select event_id from outbox where published_at is null order by position`,
        );
        expect(unpublished.map((r) => r.event_id)).toEqual(ids([stuckFirst, stuckLater, stuckLast]));
        const warnings = lines.filter((line) => line.msg.startsWith('outbox publish failed'));
        expect(warnings.map((line) => line.eventId)).toEqual([stuckFirst.eventId]); // once, not per attempt

        await jsm.streams.update(refusing.toUpperCase(), { max_msg_size: -1 });
        await waitFor(() => accepted.length === others.length + 3, 20_000, 'the stuck customer to drain');
        expect(ids(accepted.slice(others.length))).toEqual(ids([stuckFirst, stuckLater, stuckLast]));
        // Logged once the batch is done, a moment after NATS took the events.
        const recovered = () => lines.filter((line) => line.msg.startsWith('outbox row published after failing'));
        await waitFor(() => recovered().length > 0, 10_000, 'the recovery to be logged');
        expect(recovered().map((line) => line.eventId)).toEqual([stuckFirst.eventId]);
        const acceptedOnFlowing = accepted.filter((event) => event.subject.startsWith(`${flowing}.`));
        expect(await storedIds(jsm, flowing)).toEqual(ids(acceptedOnFlowing));
      } finally {
        await relay.stop();
      }
    });

    it('two relays at once publish every row once and never reorder a key', async () => {
      const stream = `${prefix}pair`;
      const appended: EventEnvelope[] = [];
      for (let n = 0; n < 120; n += 1) {
        const payload = n % 10 === 9 ? { day: '2026-01-01', n } : { userId: user(n % 6), n };
        appended.push(await append(`${stream}.thing.happened`, payload));
      }
      const accepted: EventEnvelope[] = [];
      const relays = [0, 1].map(
        () =>
          new OutboxRelay({
            database,
            bus: noting(bus, accepted, 4),
            logger: pino({ level: 'silent' }),
            retention,
            batchSize: 7,
          }),
      );
      const drain = async (relay: OutboxRelay) => {
        while ((await relay.publishBatch()) > 0) {
          // keep claiming until nothing is left
        }
      };
      await Promise.all(relays.map(drain));
      await waitFor(async () => (await unpublishedCount(database)) === 0, 20_000, 'every row published');
      const stored = await storedIds(jsm, stream);
      expect(stored).toHaveLength(appended.length);
      expect(new Set(stored).size).toBe(appended.length);
      const byId = new Map(appended.map((event) => [event.eventId, event]));
      const keyOrder = (ordered: string[]) => {
        const perKey = new Map<string, string[]>();
        for (const id of ordered) {
          const key = orderingKeyOf(byId.get(id)!);
          perKey.set(key, [...(perKey.get(key) ?? []), id]);
        }
        return perKey;
      };
      // In the stream, each key's events are in the order they were appended.
      expect(keyOrder(stored)).toEqual(keyOrder(ids(appended)));
    });

    const attemptsOf = async (event: EventEnvelope) => {
      const [row] = await queryRows<{ attempts: number }>(
        database.orm,
        sql`select attempts from outbox where event_id = ${event.eventId}`,
      );
      return row.attempts;
    };
  });
}

async function unpublishedCount(database: Database): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.orm,
    sql`select count(*)::int as count from outbox where published_at is null`,
  );
  return row.count;
}

/** Every event id in the stream, in the stream's own order. */
async function storedIds(jsm: JetStreamManager, stream: string): Promise<string[]> {
  const name = stream.toUpperCase();
  const { state } = await jsm.streams.info(name);
  const found: string[] = [];
  for (let seq = state.first_seq; seq <= state.last_seq; seq += 1) {
    const message = await jsm.streams.getMessage(name, { seq });
    if (message) found.push(message.json<EventEnvelope>().eventId);
  }
  return found;
}
