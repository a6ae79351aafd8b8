import assert from 'node:assert/strict';
import type { EstimateBasis } from '../plans/plan-estimates';
import { estimateFor } from '../plans/plan-estimates';

/** Coin minor units per coin: the ledger keeps crypto to 8 decimals (DESIGN.md §6). */
const COIN_MINOR_PER_COIN = 100_000_000n;
/** The booster's projection covers a year, or the days the contract has left if fewer. */
export const PROJECTION_DAYS = 365;

export type PlanPrice = { priceUsd: number; hashrateThs: number };

/**
 * The hashrate a payout buys at the plan's price per TH/s (price ÷ TH/s), converted at the day's fixing
 * rate, in MH/s, truncated: amount × rate (µUSD per coin) × TH/s ÷ (10^8 × price USD). A BTC payout of
 * 0.00028 at 100,000 USD buys 28 USD ÷ 5 USD per TH/s = 5.6 TH/s of btc-1.
 */
export function reinvestedHashrateMhs(amountMinor: bigint, coinMicroUsd: bigint, plan: PlanPrice): bigint {
  assert.ok(amountMinor > 0n && coinMicroUsd > 0n, 'a reinvested payout and its rate are positive');
  return (amountMinor * coinMicroUsd * BigInt(plan.hashrateThs)) / (COIN_MINOR_PER_COIN * BigInt(plan.priceUsd));
}

export type BoosterProjection = {
  days: number;
  startHashrateMhs: bigint;
  projectedHashrateMhs: bigint;
  /** What the booster would reinvest over the days, in the coin's minor units. */
  reinvestedMinor: bigint;
  /** What the same days would pay without the booster, in the coin's minor units. */
  withoutBoosterMinor: bigint;
};

/**
 * An estimate, not a promise: each day's net at today's parameters and rates buys hashrate that mines
 * from the next day (compounding daily), for `days` days. A day that would not be profitable buys
 * nothing, so the projection then stays flat.
 */
export function boosterProjection(
  hashrateMhs: bigint,
  days: number,
  plan: PlanPrice,
  basis: EstimateBasis,
): BoosterProjection {
  assert.ok(Number.isInteger(days) && days >= 0 && days <= 3_660, `projection days ${days}`);
  const firstNet = estimateFor(hashrateMhs, basis).netCoinMinor;
  let current = hashrateMhs;
  let reinvestedMinor = 0n;
  for (let day = 0; day < days; day += 1) {
    const net = estimateFor(current, basis).netCoinMinor;
    if (net <= 0n) break;
    reinvestedMinor += net;
    current += reinvestedHashrateMhs(net, basis.coinRate.microUsd, plan);
  }
  return {
    days,
    startHashrateMhs: hashrateMhs,
    projectedHashrateMhs: current,
    reinvestedMinor,
    withoutBoosterMinor: firstNet > 0n ? firstNet * BigInt(days) : 0n,
  };
}

/** Growth of the hashrate in basis points of the start (17,750 = +177.50 %). */
export function growthBasisPoints(projection: BoosterProjection): bigint {
  if (projection.startHashrateMhs === 0n) return 0n;
  return ((projection.projectedHashrateMhs - projection.startHashrateMhs) * 10_000n) / projection.startHashrateMhs;
}
