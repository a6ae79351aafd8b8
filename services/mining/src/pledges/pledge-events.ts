import { contractPayload, type PledgedPayoutItemV1 } from '@mc/contracts';
import type { EventEnvelope } from '@mc/platform';
import type { DirectedAccrual } from '../db/booster.repository';
import type { EndedPledge, NewPledgePayout, PledgeRow } from '../db/pledges.repository';
import type { ContractRow } from '../db/contracts.repository';
import { uuidFrom } from '../events/derived-id';

const PAYOUTS = 'mining.pledge.payouts_directed';
const MAX_ITEMS = 1_000;

/** The day's pledged payouts as events of at most 1,000 items, each id derived from its journal ids. */
export function pledgedPayoutEvents(
  day: string,
  rows: NewPledgePayout[],
  accruals: Map<string, DirectedAccrual>,
  at: Date,
): EventEnvelope[] {
  const items: PledgedPayoutItemV1[] = rows.map((row) => {
    const accrual = accruals.get(row.accrualJournalId)!;
    return {
      journalId: row.accrualJournalId,
      contractId: row.contractId,
      userId: accrual.userId,
      coin: accrual.coin,
      amountMinor: row.amountMinor.toString(),
      day,
      pledgeId: row.pledgeId,
      coinMicroUsd: row.coinMicroUsd.toString(),
    };
  });
  const events: EventEnvelope[] = [];
  for (let start = 0; start < items.length; start += MAX_ITEMS) {
    const batch = items.slice(start, start + MAX_ITEMS);
    events.push({
      eventId: uuidFrom(`${PAYOUTS}:${batch.map((item) => item.journalId).join(',')}`),
      subject: PAYOUTS,
      occurredAt: at.toISOString(),
      version: 1,
      payload: contractPayload(PAYOUTS, { day, items: batch }),
    });
  }
  return events;
}

/** `mining.contract.pledged`, one per pledge (its id derived from the pledge). */
export function contractPledgedEvent(pledge: PledgeRow, contract: ContractRow): EventEnvelope {
  const subject = 'mining.contract.pledged';
  return {
    eventId: uuidFrom(`${subject}:${pledge.id}`),
    subject,
    occurredAt: pledge.requestedAt.toISOString(),
    version: 1,
    payload: contractPayload(subject, {
      pledgeId: pledge.id,
      contractId: pledge.contractId,
      userId: pledge.userId,
      coin: contract.coin,
      asset: 'USD',
      amountMinor: pledge.amountMinor.toString(),
      maxMinor: pledge.maxMinor.toString(),
      unusedValueMinor: pledge.unusedValueMinor.toString(),
      loanToValuePercent: pledge.loanToValuePercent,
      requestedAt: pledge.requestedAt.toISOString(),
    }),
  };
}

/** `mining.pledge.settlement_requested`, one per pledge (its id derived from the pledge). */
export function settlementRequestedEvent(pledge: EndedPledge, at: Date): EventEnvelope {
  const subject = 'mining.pledge.settlement_requested';
  return {
    eventId: uuidFrom(`${subject}:${pledge.id}`),
    subject,
    occurredAt: at.toISOString(),
    version: 1,
    payload: contractPayload(subject, {
      pledgeId: pledge.id,
      contractId: pledge.contractId,
      userId: pledge.userId,
      contractStatus: pledge.contractStatus,
      endedOn: pledge.endedOn,
      payoutsDirected: pledge.payoutsDirected,
      requestedAt: at.toISOString(),
    }),
  };
}
