import type { CapacityRow, HashpriceRow, PlanFeeRow } from '../db/parameters.repository';
import type { PlanRow } from '../db/plans.repository';
import type { Coin } from '../db/schema';
import type { CoinRate } from '../rates/coin-rates';
import {
  breakEvenDay,
  dailyEstimate,
  MHS_PER_THS,
  perSecondCoinE16,
  termDays,
  termReturnBasisPoints,
  type DailyEstimate,
} from './estimates';

/** Everything an estimate is computed from, read once per request. */
export type MarketSnapshot = {
  atMs: number;
  hashprice: HashpriceRow | undefined;
  feeByPlan: Map<string, PlanFeeRow>;
  capacityByCoin: Map<Coin, CapacityRow>;
  /** Hashrate sold on contracts that hold capacity, per coin, in MH/s. */
  soldMhsByCoin: Map<Coin, bigint>;
  rateByCoin: Map<Coin, CoinRate>;
};

/** A coin's capacity with what of it is sold. */
export type CapacityStatusView = CapacityRow & { soldMhs: bigint };

export function capacityStatus(market: MarketSnapshot, coin: Coin): CapacityStatusView | undefined {
  const capacity = market.capacityByCoin.get(coin);
  return capacity && { ...capacity, soldMhs: market.soldMhsByCoin.get(coin) ?? 0n };
}

export type EstimateBasis = {
  hashpriceMsatPerThDay: bigint;
  feeMicroUsdPerThDay: bigint;
  btcRate: CoinRate;
  coinRate: CoinRate;
};

export type PlanEstimateFigures = EstimateBasis &
  DailyEstimate & {
    termDays: number;
    returnBasisPoints: bigint;
    breakEvenDay: number | null;
    perSecondCoinE16: bigint;
  };

/** The inputs for a plan, or why there are none yet (never an invented rate). */
export function estimateBasis(plan: PlanRow, market: MarketSnapshot): EstimateBasis | { unavailable: string } {
  if (!market.hashprice) return { unavailable: 'No hashprice is recorded yet' };
  const fee = market.feeByPlan.get(plan.id);
  if (!fee) return { unavailable: `No maintenance fee is recorded for ${plan.id}` };
  const btcRate = market.rateByCoin.get('BTC');
  if (!btcRate) return { unavailable: 'No BTC rate from the price feed yet' };
  const coinRate = market.rateByCoin.get(plan.coin);
  if (!coinRate) return { unavailable: `No ${plan.coin} rate from the price feed yet` };
  return {
    hashpriceMsatPerThDay: market.hashprice.msatPerThDay,
    feeMicroUsdPerThDay: fee.microUsdPerThDay,
    btcRate,
    coinRate,
  };
}

export function planEstimate(plan: PlanRow, basis: EstimateBasis): PlanEstimateFigures {
  const daily = estimateFor(BigInt(plan.hashrateThs) * MHS_PER_THS, basis);
  const days = termDays(plan.termMonths);
  const priceUsdCents = BigInt(plan.priceUsd) * 100n;
  return {
    ...basis,
    ...daily,
    termDays: days,
    returnBasisPoints: termReturnBasisPoints(daily.netUsdE23, days, priceUsdCents),
    breakEvenDay: breakEvenDay(daily.netUsdE23, days, priceUsdCents),
    perSecondCoinE16: perSecondCoinE16(daily.netCoinMinor),
  };
}

export function estimateFor(hashrateMhs: bigint, basis: EstimateBasis): DailyEstimate {
  return dailyEstimate({
    hashrateMhs,
    hashpriceMsatPerThDay: basis.hashpriceMsatPerThDay,
    feeMicroUsdPerThDay: basis.feeMicroUsdPerThDay,
    btcMicroUsd: basis.btcRate.microUsd,
    coinMicroUsd: basis.coinRate.microUsd,
  });
}

/** A plan is sold out when the coin's capacity left is below its hashrate. */
export function isSoldOut(plan: PlanRow, market: MarketSnapshot): boolean {
  const capacityMhs = (market.capacityByCoin.get(plan.coin)?.capacityThs ?? 0n) * MHS_PER_THS;
  const soldMhs = market.soldMhsByCoin.get(plan.coin) ?? 0n;
  return capacityMhs - soldMhs < BigInt(plan.hashrateThs) * MHS_PER_THS;
}
