import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { jsonbParameter, type Database, type Executor, type Transaction } from '../db/database';
import type { EventEnvelope } from '../bus/event-bus';
import { orderingKeyOf } from './ordering-key';
import { activeTraceparent } from '../tracing/propagation';
import { OutboxRelay, type OutboxRelayOptions } from './relay';

export function newEvent<TPayload>(subject: string, payload: TPayload, version = 1): EventEnvelope<TPayload> {
  return { eventId: randomUUID(), subject, occurredAt: new Date().toISOString(), version, payload };
}

/**
 * Appends an event inside the caller's transaction: it is published only if that transaction commits,
 * after the earlier events of its ordering key (./ordering-key.ts). The active trace context goes with it
 * (ADR 0044).
 */
export async function appendToOutbox(executor: Executor, event: EventEnvelope): Promise<void> {
  await executor.execute(sql`
    insert into outbox (event_id, subject, version, payload, occurred_at, ordering_key, traceparent)
    values (${event.eventId}, ${event.subject}, ${event.version}, ${jsonbParameter(event.payload)},
            ${event.occurredAt}, ${orderingKeyOf(event)}, ${activeTraceparent()})
    on conflict (event_id) do nothing`);
}

/** Appends many events in one statement (a batch job's events, as one JSON array), inside the caller's transaction. */
export async function appendManyToOutbox(executor: Executor, events: EventEnvelope[]): Promise<void> {
  if (events.length === 0) return;
  const traceparent = activeTraceparent();
  const rows = events.map((event) => ({
    event_id: event.eventId,
    subject: event.subject,
    version: event.version,
    payload: event.payload,
    occurred_at: event.occurredAt,
    ordering_key: orderingKeyOf(event),
    traceparent,
  }));
  await executor.execute(sql`
    insert into outbox (event_id, subject, version, payload, occurred_at, ordering_key, traceparent)
    select e.event_id, e.subject, e.version, e.payload, e.occurred_at, e.ordering_key, e.traceparent
      from rows from (jsonb_to_recordset(${jsonbParameter(rows)})
             as (event_id uuid, subject text, version integer, payload jsonb, occurred_at timestamptz,
                 ordering_key text, traceparent text))
           with ordinality as e (event_id, subject, version, payload, occurred_at, ordering_key, traceparent, n)
     order by e.n
    on conflict (event_id) do nothing`);
}

/**
 * A service's write path: run the work in one transaction, then wake the relay so events go out
 * at once instead of at the next poll.
 */
export class Outbox {
  readonly relay: OutboxRelay;

  constructor(
    private readonly database: Database,
    relayOptions: Omit<OutboxRelayOptions, 'database'>,
  ) {
    this.relay = new OutboxRelay({ database, ...relayOptions });
  }

  async transaction<T>(
    work: (tx: Transaction, publish: (event: EventEnvelope) => Promise<void>) => Promise<T>,
  ): Promise<T> {
    const result = await this.database.orm.transaction((tx) => work(tx, (event) => appendToOutbox(tx, event)));
    this.relay.notify();
    return result;
  }
}
