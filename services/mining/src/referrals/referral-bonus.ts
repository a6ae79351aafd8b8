import { randomUUID } from 'node:crypto';
import type { Transaction } from '@mc/platform';
import { appendTransition, insertContract, soldHashrateMhs, type ContractRow } from '../db/contracts.repository';
import { currentCapacities, lockParameter } from '../db/parameters.repository';
import { bonusFor, referrerOf } from '../db/referrals.repository';
import { addDays } from '../contracts/contract-rules';
import { utcDay } from '../parameters/simulated-hashprice';
import { MHS_PER_THS } from '../plans/estimates';

/** The referrer's bonus: this share of the referred purchase's hashrate (DESIGN.md §2, §16). */
export const REFERRAL_BONUS_PERCENT = 10n;
/** Why a bonus that the coin's capacity could not take never mines (as for a purchase). */
const CAPACITY_EXCEEDED = 'CAPACITY_EXCEEDED';

/** 10 % of the purchased hashrate in MH/s, truncated (the platform never gives more than it says). */
export function bonusHashrateMhs(purchasedMhs: bigint): bigint {
  return (purchasedMhs * REFERRAL_BONUS_PERCENT) / 100n;
}

/**
 * Credits the referrer of a purchase's buyer with a bonus contract: 10 % of its hashrate, the same plan,
 * coin and term, mining from the purchase's start (or tomorrow, when the referrer became known later).
 * It has no price: its daily output is paid from platform expense like every accrual. Once per purchase
 * (the bonus names it, uniquely), only for a running purchase, never without a referrer. Decided under
 * the coin's capacity lock: a bonus the capacity cannot take is recorded TERMINATED (CAPACITY_EXCEEDED).
 */
export async function grantReferralBonus(
  tx: Transaction,
  purchase: ContractRow,
  now: Date,
): Promise<ContractRow | null> {
  if (purchase.source !== 'PURCHASE' || (purchase.status !== 'MINING' && purchase.status !== 'STOPPED')) return null;
  const referrerId = await referrerOf(tx, purchase.userId);
  const hashrateMhs = bonusHashrateMhs(purchase.hashrateMhs);
  if (!referrerId || referrerId === purchase.userId || hashrateMhs <= 0n) return null;
  await lockParameter(tx, `capacity:${purchase.coin}`);
  const earlier = await bonusFor(tx, purchase.id);
  if (earlier) return earlier;
  const fits = await capacityTakes(tx, purchase.coin, hashrateMhs, now);
  const today = utcDay(now.getTime());
  const startsOn = purchase.startsOn > today ? purchase.startsOn : addDays(today, 1);
  const bonus = await insertContract(tx, {
    id: randomUUID(),
    userId: referrerId,
    planId: purchase.planId,
    coin: purchase.coin,
    source: 'REFERRAL_BONUS',
    bonusForContractId: purchase.id,
    hashrateMhs,
    termDays: purchase.termDays,
    startsOn,
    expiresOn: addDays(startsOn, purchase.termDays),
    status: fits ? 'MINING' : 'TERMINATED',
    statusReason: fits ? null : CAPACITY_EXCEEDED,
    stoppedDays: 0,
    endedOn: fits ? null : startsOn,
    createdAt: now,
    updatedAt: now,
  });
  if (!bonus) throw new Error(`A bonus for contract ${purchase.id} was granted outside the capacity lock`);
  await appendTransition(tx, {
    contractId: bonus.id,
    fromStatus: null,
    toStatus: bonus.status,
    reason: fits ? `Referral bonus for contract ${purchase.id}` : CAPACITY_EXCEEDED,
    actedBy: 'system',
    at: now,
    effectiveOn: today,
  });
  return bonus;
}

async function capacityTakes(tx: Transaction, coin: ContractRow['coin'], hashrateMhs: bigint, now: Date) {
  const capacity = (await currentCapacities(tx, now)).find((row) => row.coin === coin);
  const sold = (await soldHashrateMhs(tx, utcDay(now.getTime()), coin)).get(coin) ?? 0n;
  return sold + hashrateMhs <= (capacity?.capacityThs ?? 0n) * MHS_PER_THS;
}
