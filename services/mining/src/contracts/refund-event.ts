import { contractPayload } from '@mc/contracts';
import type { EventEnvelope } from '@mc/platform';
import type { ContractRow } from '../db/contracts.repository';
import { uuidFrom } from '../events/derived-id';

/**
 * `mining.contract.refund_requested` for a contract that recorded a refund. Its id is derived from the
 * contract: a contract asks for at most one refund, however often the request is made.
 */
export function refundRequestedEvent(contract: ContractRow, at: Date): EventEnvelope {
  const { depositId, priceAsset, priceMinor, refundReason, refundMinor, refundRemainingDays } = contract;
  if (!depositId || !priceAsset || !priceMinor || !refundReason || !refundMinor || refundRemainingDays === null)
    throw new Error(`Contract ${contract.id} has no refund to request`);
  const payload = contractPayload('mining.contract.refund_requested', {
    contractId: contract.id,
    depositId,
    userId: contract.userId,
    coin: contract.coin,
    priceAsset,
    pricePaidMinor: priceMinor.toString(),
    refundMinor: refundMinor.toString(),
    reason: refundReason,
    remainingDays: refundRemainingDays,
    termDays: contract.termDays,
    requestedAt: at.toISOString(),
  });
  return {
    eventId: uuidFrom(`mining.contract.refund_requested:${contract.id}`),
    subject: 'mining.contract.refund_requested',
    occurredAt: at.toISOString(),
    version: 1,
    payload,
  };
}
