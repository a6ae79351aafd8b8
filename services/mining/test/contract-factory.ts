import { randomUUID } from 'node:crypto';
import type { ContractRefundRequestedV1, DepositConfirmedV1 } from '@mc/contracts';
import { newEvent, queryRows, type EventEnvelope } from '@mc/platform';
import { sql } from 'drizzle-orm';
import { contractFromDeposit } from '../src/contracts/purchase';
import type { ContractRow } from '../src/db/contracts.repository';
import type { MiningHarness } from './mining-harness';

/** A confirmed MINING deposit as funds publishes it, at the harness clock's time. */
export function miningDeposit(harness: MiningHarness, overrides: Partial<DepositConfirmedV1> = {}): DepositConfirmedV1 {
  return {
    depositId: randomUUID(),
    userId: randomUUID(),
    purpose: 'MINING',
    planId: 'btc-1',
    priceAsset: 'USD',
    priceMinor: '1000000',
    confirmedAt: new Date(harness.clock.now).toISOString(),
    ...overrides,
  };
}

export function depositConfirmedEvent(deposit: DepositConfirmedV1): EventEnvelope<DepositConfirmedV1> {
  return newEvent('funds.deposit.confirmed', deposit);
}

/** Applies a deposit as the consumer does, in a transaction of its own (two calls at once race for real). */
export function applyDeposit(harness: MiningHarness, deposit: DepositConfirmedV1): Promise<ContractRow | null> {
  return harness.database.orm.transaction((tx) => contractFromDeposit(tx, deposit, new Date(harness.clock.now)));
}

/** A mining contract bought now, for the transition tests. */
export async function boughtContract(
  harness: MiningHarness,
  overrides: Partial<DepositConfirmedV1> = {},
): Promise<ContractRow> {
  const contract = await applyDeposit(harness, miningDeposit(harness, overrides));
  if (!contract) throw new Error('no contract');
  return contract;
}

export async function contractsOfDeposit(harness: MiningHarness, depositId: string) {
  return queryRows<{ id: string; status: string }>(
    harness.database.orm,
    sql`select id, status from contracts where deposit_id = ${depositId}`,
  );
}

/** The refund requests mining appended to its outbox (what the relay publishes to funds). */
export async function refundRequests(harness: MiningHarness, contractId: string) {
  const rows = await queryRows<{ payload: ContractRefundRequestedV1 }>(
    harness.database.orm,
    sql`select payload from outbox where subject = 'mining.contract.refund_requested'
        and payload->>'contractId' = ${contractId} order by position`,
  );
  return rows.map((row) => row.payload);
}

export const CONTRACT_FIELDS = `id userId plan { id } coin source status hashrateThs powerGhs termDays startsOn
  expiresOn stoppedDays stoppedReason terminationReason endedOn depositId pricePaidUsd
  refund { reason amountUsd remainingDays } transitions { fromStatus toStatus reason actedBy effectiveOn }`;
