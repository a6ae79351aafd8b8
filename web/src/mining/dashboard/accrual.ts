/**
 * What the dashboard shows between postings, in integers only: the ledger's settled balance (8
 * decimals) plus what has accrued since `accruingSince` at the per-second rate (16 decimals). The
 * accruing part is an estimate and is shown apart; it is never added to what is settled.
 */

const RATE_SCALE = 16;
const COIN_SCALE = 8;

/** A decimal string as integer units of `scale` decimals (extra decimals are cut); 0 for anything else. */
export function unitsOf(amount: string, scale: number): bigint {
  const match = /^(-?)(\d+)(?:\.(\d*))?$/.exec(amount.trim());
  if (!match) return 0n;
  const fraction = BigInt((match[3] ?? '').padEnd(scale, '0').slice(0, scale) || '0');
  const units = BigInt(match[2]) * 10n ** BigInt(scale) + fraction;
  return match[1] ? -units : units;
}

/** Units of 8 decimals as a decimal string with all 8 ("0.00012345"). */
export function eightDecimals(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const digits = (units < 0n ? -units : units).toString().padStart(COIN_SCALE + 1, '0');
  return `${sign}${digits.slice(0, -COIN_SCALE)}.${digits.slice(-COIN_SCALE)}`;
}

/**
 * Seconds of accrual at a moment: from `accruingSince` to the snapshot's `at` (both the server's
 * clock), plus the time the page has held the snapshot (the browser's clock), so a skewed clock on
 * either side does not matter. Milliseconds, never negative.
 */
export function accruingMs(accruingSince: string, snapshotAt: string, heldMs: number): number {
  const sinceMs = Date.parse(accruingSince);
  const atMs = Date.parse(snapshotAt);
  if (!Number.isFinite(sinceMs) || !Number.isFinite(atMs)) return 0;
  return Math.max(0, atMs - sinceMs + Math.max(0, heldMs));
}

/** The amount accrued over `elapsedMs` at `perSecond` (16 decimals), truncated to 8 decimals. */
export function accruedUnits(perSecond: string, elapsedMs: number): bigint {
  const rate = unitsOf(perSecond, RATE_SCALE);
  const accrued = (rate * BigInt(Math.floor(elapsedMs))) / 1000n;
  return accrued / 10n ** BigInt(RATE_SCALE - COIN_SCALE);
}

export type BalanceFigures = { settled: string; accruing: string; total: string };

/** Settled, accruing and their sum, each to 8 decimals. Nothing accrues without a rate or a start. */
export function balanceFigures(
  coin: { settled: string; perSecond?: string | null; accruingSince?: string | null },
  snapshotAt: string,
  heldMs: number,
): BalanceFigures {
  const settledUnits = unitsOf(coin.settled, COIN_SCALE);
  const accruing =
    coin.perSecond && coin.accruingSince
      ? accruedUnits(coin.perSecond, accruingMs(coin.accruingSince, snapshotAt, heldMs))
      : 0n;
  return {
    settled: eightDecimals(settledUnits),
    accruing: eightDecimals(accruing),
    total: eightDecimals(settledUnits + accruing),
  };
}
