import type { EventEnvelope } from '@mc/platform';
import { uuidFrom } from './derived-id';

/**
 * Items keyed by journal ids as events of at most `maxItems` each. Each event id is derived from its
 * journal ids: the same batch is one event in the outbox, and funds posts a journal id once, so nothing
 * is paid twice whatever is re-run or redelivered.
 */
export function journalBatchEvents<TItem extends { journalId: string }>(
  subject: string,
  items: TItem[],
  maxItems: number,
  at: Date,
  payloadOf: (batch: TItem[]) => unknown,
): EventEnvelope[] {
  const events: EventEnvelope[] = [];
  for (let start = 0; start < items.length; start += maxItems) {
    const batch = items.slice(start, start + maxItems);
    events.push({
      eventId: uuidFrom(`${subject}:${batch.map((item) => item.journalId).join(',')}`),
      subject,
      occurredAt: at.toISOString(),
      version: 1,
      payload: payloadOf(batch),
    });
  }
  return events;
}
