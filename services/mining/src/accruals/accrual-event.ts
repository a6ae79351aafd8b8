import { ACCRUAL_BATCH_MAX_ITEMS, contractPayload, type AccrualItemV1 } from '@mc/contracts';
import type { EventEnvelope } from '@mc/platform';
import type { RecordedAccrual } from '../db/accruals.repository';
import { uuidFrom } from '../events/derived-id';

const SUBJECT = 'mining.accrual.batch_posted';

/**
 * The day's profitable accruals as `mining.accrual.batch_posted` events of at most 1,000 items. Each
 * event id is derived from its journal ids: the same batch is one event, and funds skips a journal id
 * it has already posted, so nothing is paid twice whatever is redelivered.
 */
export function accrualBatchEvents(day: string, recorded: RecordedAccrual[], at: Date): EventEnvelope[] {
  const items: AccrualItemV1[] = recorded
    .filter((accrual) => accrual.profitable)
    .map((accrual) => ({
      journalId: accrual.journalId,
      contractId: accrual.contractId,
      userId: accrual.userId,
      coin: accrual.coin,
      amountMinor: accrual.netCoinMinor.toString(),
      day,
    }));
  const events: EventEnvelope[] = [];
  for (let start = 0; start < items.length; start += ACCRUAL_BATCH_MAX_ITEMS) {
    const batch = items.slice(start, start + ACCRUAL_BATCH_MAX_ITEMS);
    events.push({
      eventId: uuidFrom(`${SUBJECT}:${batch.map((item) => item.journalId).join(',')}`),
      subject: SUBJECT,
      occurredAt: at.toISOString(),
      version: 1,
      payload: contractPayload(SUBJECT, { day, items: batch }),
    });
  }
  return events;
}
