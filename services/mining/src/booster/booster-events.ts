import { contractPayload, type ReinvestItemV1 } from '@mc/contracts';
import type { EventEnvelope } from '@mc/platform';
import type { ReinvestmentRow } from '../db/booster.repository';
import { journalBatchEvents } from '../events/journal-batches';

const SUBJECT = 'mining.booster.reinvest_requested';
const MAX_ITEMS = 1_000;

/**
 * The day's reinvestments as `mining.booster.reinvest_requested` events of at most 1,000 items, each
 * event id derived from its accrual journal ids (the outbox keeps one event per id; funds posts each
 * journal id once, whatever is redelivered).
 */
export function reinvestRequestEvents(day: string, rows: ReinvestmentRow[], at: Date): EventEnvelope[] {
  const items: ReinvestItemV1[] = rows.map((row) => ({
    journalId: row.accrualJournalId,
    contractId: row.contractId,
    userId: row.userId,
    coin: row.coin,
    amountMinor: row.amountMinor.toString(),
    day,
    planId: row.planId,
    coinMicroUsd: row.coinMicroUsd.toString(),
    hashrateMhs: row.hashrateMhs.toString(),
  }));
  return journalBatchEvents(SUBJECT, items, MAX_ITEMS, at, (batch) => contractPayload(SUBJECT, { day, items: batch }));
}
