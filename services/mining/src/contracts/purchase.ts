import { randomUUID } from 'node:crypto';
import type { DepositConfirmedV1 } from '@mc/contracts';
import { appendToOutbox, type Transaction } from '@mc/platform';
import {
  appendTransition,
  findContractByDeposit,
  insertContract,
  soldHashrateMhs,
  type ContractRow,
} from '../db/contracts.repository';
import { currentCapacities, lockParameter } from '../db/parameters.repository';
import { findPlan, type PlanRow } from '../db/plans.repository';
import { miningError } from '../errors';
import { MHS_PER_THS, termDays } from '../plans/estimates';
import { utcDay } from '../parameters/simulated-hashprice';
import { addDays, purchasedHashrateMhs } from './contract-rules';
import { grantReferralBonus } from '../referrals/referral-bonus';
import { refundRequestedEvent } from './refund-event';

/** The reason, stored on a purchase the coin's capacity could not take. */
export const CAPACITY_EXCEEDED = 'CAPACITY_EXCEEDED';

/**
 * A confirmed MINING deposit buys its plan's contract, once per deposit. It runs in the consumer's
 * transaction under the coin's capacity lock (the lock `setCapacity` takes too), so two payments at
 * once, or a payment and a capacity change, are decided one after the other against what is sold.
 * A payment that no longer fits records a TERMINATED contract (CAPACITY_EXCEEDED) that never mines,
 * and asks funds for a full refund through the outbox. Other deposits are not mining's business.
 */
export async function contractFromDeposit(
  tx: Transaction,
  deposit: DepositConfirmedV1,
  now: Date,
): Promise<ContractRow | null> {
  if (deposit.purpose !== 'MINING' || deposit.planId === null) return null;
  const plan = await findPlan(tx, deposit.planId);
  if (!plan) throw miningError('PLAN_NOT_FOUND', `Deposit ${deposit.depositId} paid for no plan ${deposit.planId}`);
  if (deposit.priceAsset !== 'USD')
    throw miningError(
      'EVENT_PAYLOAD_INVALID',
      `Mining deposit ${deposit.depositId} is priced in ${deposit.priceAsset}`,
    );
  await lockParameter(tx, `capacity:${plan.coin}`);
  const earlier = await findContractByDeposit(tx, deposit.depositId);
  if (earlier) return earlier;
  const hashrateMhs = purchasedHashrateMhs(BigInt(deposit.priceMinor), plan);
  const fits = await capacityTakes(tx, plan, hashrateMhs, now);
  const contract = await insertContract(tx, purchase(deposit, plan, hashrateMhs, fits, now));
  if (!contract) throw new Error(`Deposit ${deposit.depositId} bought a contract outside the capacity lock`);
  await appendTransition(tx, {
    contractId: contract.id,
    fromStatus: null,
    toStatus: contract.status,
    reason: fits ? `Paid by deposit ${deposit.depositId}` : CAPACITY_EXCEEDED,
    actedBy: 'system',
    at: now,
    effectiveOn: utcDay(Date.parse(deposit.confirmedAt)),
  });
  if (!fits) await appendToOutbox(tx, refundRequestedEvent(contract, now));
  else await grantReferralBonus(tx, contract, now);
  return contract;
}

/** Whether the coin's capacity still holds `hashrateMhs` more. */
export async function capacityTakes(tx: Transaction, plan: PlanRow, hashrateMhs: bigint, now: Date): Promise<boolean> {
  const capacity = (await currentCapacities(tx, now)).find((row) => row.coin === plan.coin);
  const sold = (await soldHashrateMhs(tx, utcDay(now.getTime()), plan.coin)).get(plan.coin) ?? 0n;
  return sold + hashrateMhs <= (capacity?.capacityThs ?? 0n) * MHS_PER_THS;
}

/** Starts the UTC day after the payment was confirmed, for the plan's term. */
function purchase(deposit: DepositConfirmedV1, plan: PlanRow, hashrateMhs: bigint, fits: boolean, now: Date) {
  const startsOn = addDays(utcDay(Date.parse(deposit.confirmedAt)), 1);
  const days = termDays(plan.termMonths);
  const priceMinor = BigInt(deposit.priceMinor);
  return {
    id: randomUUID(),
    userId: deposit.userId,
    planId: plan.id,
    coin: plan.coin,
    source: 'PURCHASE' as const,
    hashrateMhs,
    termDays: days,
    startsOn,
    expiresOn: addDays(startsOn, days),
    status: fits ? ('MINING' as const) : ('TERMINATED' as const),
    statusReason: fits ? null : CAPACITY_EXCEEDED,
    stoppedDays: 0,
    endedOn: fits ? null : startsOn,
    depositId: deposit.depositId,
    priceAsset: deposit.priceAsset,
    priceMinor,
    ...(fits ? {} : { refundReason: 'CAPACITY_EXCEEDED' as const, refundMinor: priceMinor, refundRemainingDays: days }),
    createdAt: now,
    updatedAt: now,
  };
}
