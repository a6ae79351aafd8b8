import { sql } from 'drizzle-orm';
import { queryRows, type Database, type Transaction } from '../db/database';
import type { DeliveredEvent, EventHandler } from '../bus/event-bus';

/**
 * Wraps a handler so each event takes effect once per consumer: the `processed_events` row and
 * the handler's writes commit in one transaction. A redelivered event finds its row and is
 * acknowledged without running again; a handler that throws rolls both back and is redelivered.
 */
export function idempotentHandler(
  database: Database,
  consumerName: string,
  handle: (tx: Transaction, event: DeliveredEvent) => Promise<void>,
): EventHandler {
  return async (event) => {
    await database.orm.transaction(async (tx) => {
      const inserted = await queryRows(
        tx,
        sql`
        insert into processed_events (consumer, event_id) values (${consumerName}, ${event.eventId})
        on conflict do nothing returning event_id`,
      );
      if (inserted.length === 0) return;
      await handle(tx, event);
    });
  };
}
