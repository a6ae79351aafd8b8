import { createHash } from 'node:crypto';
import { RATE_SCALE, type Scaled } from '../positions/figures';

/**
 * The smallest mirror: 1.00 USD of margin (100 minor units), the customer's own smallest margin. A
 * copier whose allocation sizes a trader trade below it gets a BELOW_MINIMUM skip, not a dust position.
 */
export const MIRROR_MINIMUM_USD_MINOR = 100n;
/** The model account's leverage: 1:1 to 1:100. Each mirror is then checked against its copier's range. */
export const DESK_LEVERAGE = { minimum: 1, maximum: 100 };
/** The currencies a customer may trade in (DESIGN.md §6): a fan-out fixes its rates into each. */
export const TRADING_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
const RATE_ONE = 10n ** BigInt(RATE_SCALE);
const BPS = 10_000n;

/** A mirror's margin in USD: the trader's margin × allocation ÷ the trader's stated equity, floored to the cent. */
export function mirrorMarginUsdMinor(traderMarginMinor: bigint, allocationMinor: bigint, equityMinor: bigint): bigint {
  return (traderMarginMinor * allocationMinor) / equityMinor;
}

/** USD minor units into a trading currency at `usdRate` (currency per USD, 1e-10), floored to the minor unit. */
export function convertUsdMinor(usdMinor: bigint, usdRate: Scaled): bigint {
  return (usdMinor * usdRate) / RATE_ONE;
}

/**
 * The mirror's id, the same every time for one trader trade and copier: a fan-out retried or resumed
 * after a restart asks funds for the same hold (`trade:<id>`) and inserts the same row, never a second.
 */
export function mirrorTradeId(traderTradeId: string, userId: string): string {
  const hex = createHash('sha256').update(`mirror:${traderTradeId}:${userId}`).digest('hex');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export type HighWaterMark = { cumulativeMinor: bigint; highWaterMarkMinor: bigint };
export type ProfitShareFigures = HighWaterMark & { shareMinor: bigint; highWaterMarkBeforeMinor: bigint };

/**
 * The trader's share of a closed mirror: share = bps × max(0, cumulative net after this close − high-water
 * mark), floored to the minor unit, then the mark rises to the cumulative if it is higher. Net profit is
 * the mirrors' realised profit (the spread already in it), before the share. The first mark is 0.
 */
export function profitShareOf(before: HighWaterMark, profitMinor: bigint, shareBps: number): ProfitShareFigures {
  const cumulativeMinor = before.cumulativeMinor + profitMinor;
  const above = cumulativeMinor - before.highWaterMarkMinor;
  return {
    cumulativeMinor,
    highWaterMarkBeforeMinor: before.highWaterMarkMinor,
    highWaterMarkMinor: above > 0n ? cumulativeMinor : before.highWaterMarkMinor,
    shareMinor: above > 0n ? (above * BigInt(shareBps)) / BPS : 0n,
  };
}

export type CurvePoint = { at: Date; equityMinor: bigint };

/** Stated equity at creation, then equity + cumulative closed model-trade profit after each close. */
export function equityCurve(
  equityMinor: bigint,
  createdAt: Date,
  closed: { closedAt: Date | null; profitMinor: bigint | null }[],
): CurvePoint[] {
  const points: CurvePoint[] = [{ at: createdAt, equityMinor }];
  let equity = equityMinor;
  for (const trade of closed) {
    equity += trade.profitMinor ?? 0n;
    points.push({ at: trade.closedAt!, equityMinor: equity });
  }
  return points;
}

/** The largest fall from a running peak of the curve, in percent of that peak to 2 decimals. */
export function maxDrawdownPercent(points: CurvePoint[]): number {
  let peak = points[0]?.equityMinor ?? 0n;
  let worst = 0;
  for (const point of points) {
    if (point.equityMinor > peak) peak = point.equityMinor;
    if (peak <= 0n) continue;
    const fall = Number(((peak - point.equityMinor) * 1_000_000n) / peak) / 10_000;
    if (fall > worst) worst = fall;
  }
  return Math.round(worst * 100) / 100;
}
