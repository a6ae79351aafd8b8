import type { EventEnvelope, Transaction } from '@mc/platform';
import { directedAccruals, insertReinvestments, type DirectedAccrual } from '../db/booster.repository';
import { soldHashrateMhs } from '../db/contracts.repository';
import { currentCapacities, lockParameter } from '../db/parameters.repository';
import { recordPledgePayouts } from '../db/pledges.repository';
import type { Coin } from '../db/schema';
import { utcDay } from '../parameters/simulated-hashprice';
import { MHS_PER_THS } from '../plans/estimates';
import { pledgedPayoutEvents } from '../pledges/pledge-events';
import { reinvestedHashrateMhs } from './booster-rules';
import { reinvestRequestEvents } from './booster-events';

export type DirectedPayouts = {
  /** Contracts whose payout of the day is not for `mining.accrual.batch_posted` (funds posts it with its use). */
  contractIds: Set<string>;
  events: EventEnvelope[];
};

/**
 * Decides, in the accrual's transaction, where this run's profitable payouts go besides the customer's
 * balance: a pledged contract's repays its loan first (the booster waits while a pledge is open); a
 * contract with the Income Booster on reinvests it, when the hashrate it buys fits the coin's capacity
 * (reserved now, under the coin's capacity lock; added to the contract when funds confirms). Each is
 * recorded once per contract and day and announced in its own event; the rest stay plain accruals.
 */
export async function directPayouts(tx: Transaction, day: string, recordedAt: Date): Promise<DirectedPayouts> {
  const candidates = await directedAccruals(tx, day, recordedAt);
  const pledged = candidates.filter((accrual) => accrual.pledgeId !== null);
  const boosted = candidates.filter((accrual) => accrual.pledgeId === null && accrual.boosterEnabled);
  const recordedPledged = await recordPledgePayouts(
    tx,
    pledged.map((accrual) => ({
      contractId: accrual.contractId,
      day,
      pledgeId: accrual.pledgeId!,
      accrualJournalId: accrual.journalId,
      amountMinor: accrual.netCoinMinor,
      coinMicroUsd: accrual.coinMicroUsd,
      recordedAt,
    })),
  );
  const reinvesting = await withinCapacity(tx, boosted, recordedAt);
  const recordedReinvestments = await insertReinvestments(
    tx,
    reinvesting.map(({ accrual, hashrateMhs }) => ({
      contractId: accrual.contractId,
      day,
      userId: accrual.userId,
      coin: accrual.coin,
      planId: accrual.planId,
      accrualJournalId: accrual.journalId,
      amountMinor: accrual.netCoinMinor,
      coinMicroUsd: accrual.coinMicroUsd,
      hashrateMhs,
      status: 'REQUESTED' as const,
      requestedAt: recordedAt,
    })),
  );
  const byJournal = new Map(candidates.map((accrual) => [accrual.journalId, accrual]));
  return {
    contractIds: new Set([
      ...recordedPledged.map((row) => row.contractId),
      ...recordedReinvestments.map((row) => row.contractId),
    ]),
    events: [
      ...pledgedPayoutEvents(day, recordedPledged, byJournal, recordedAt),
      ...reinvestRequestEvents(day, recordedReinvestments, recordedAt),
    ],
  };
}

/** The boosted payouts whose hashrate the coin's capacity still takes, in contract order; a payout too small to buy any stays plain. */
async function withinCapacity(tx: Transaction, boosted: DirectedAccrual[], at: Date) {
  const accepted: { accrual: DirectedAccrual; hashrateMhs: bigint }[] = [];
  const coins = [...new Set(boosted.map((accrual) => accrual.coin))].sort();
  const capacities = coins.length > 0 ? await currentCapacities(tx, at) : [];
  for (const coin of coins) {
    await lockParameter(tx, `capacity:${coin}`);
    let leftMhs = capacityLeftMhs(coin, capacities, await soldHashrateMhs(tx, utcDay(at.getTime()), coin));
    for (const accrual of boosted.filter((candidate) => candidate.coin === coin)) {
      const hashrateMhs = reinvestedHashrateMhs(accrual.netCoinMinor, accrual.coinMicroUsd, accrual);
      if (hashrateMhs <= 0n || hashrateMhs > leftMhs) continue;
      leftMhs -= hashrateMhs;
      accepted.push({ accrual, hashrateMhs });
    }
  }
  return accepted;
}

function capacityLeftMhs(coin: Coin, capacities: { coin: Coin; capacityThs: bigint }[], sold: Map<Coin, bigint>) {
  const capacityMhs = (capacities.find((row) => row.coin === coin)?.capacityThs ?? 0n) * MHS_PER_THS;
  return capacityMhs - (sold.get(coin) ?? 0n);
}
