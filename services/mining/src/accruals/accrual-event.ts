import { ACCRUAL_BATCH_MAX_ITEMS, contractPayload, type AccrualItemV1 } from '@mc/contracts';
import type { EventEnvelope } from '@mc/platform';
import type { RecordedAccrual } from '../db/accruals.repository';
import { journalBatchEvents } from '../events/journal-batches';

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
  return journalBatchEvents(SUBJECT, items, ACCRUAL_BATCH_MAX_ITEMS, at, (batch) =>
    contractPayload(SUBJECT, { day, items: batch }),
  );
}
