import assert from 'node:assert/strict';

/** Crypto amounts are kept to 8 decimals (DESIGN.md §6); plan payouts are stored at that scale. */
export const PAYOUT_SCALE = 8;

/** The largest scale a bigint amount is formatted at; the ledger itself uses 2 and 8. */
const MAX_SCALE = 18;

/** 'MONTH' for a one-month term, 'MONTHS' otherwise, as the contract cards print it. */
export function termLabel(termMonths: number): 'MONTH' | 'MONTHS' {
  assert.ok(
    Number.isInteger(termMonths) && termMonths > 0,
    `term must be a positive number of months, got ${termMonths}`,
  );
  return termMonths === 1 ? 'MONTH' : 'MONTHS';
}

/**
 * Minor units as a decimal string without trailing zeros: (1000n, 8) → "0.00001",
 * (200000000n, 8) → "2". Exact: never passes through a float.
 */
export function formatMinorUnits(minor: bigint, scale: number): string {
  assert.ok(
    Number.isInteger(scale) && scale >= 0 && scale <= MAX_SCALE,
    `scale must be an integer from 0 to ${MAX_SCALE}, got ${scale}`,
  );
  const sign = minor < 0n ? '-' : '';
  const magnitude = minor < 0n ? -minor : minor;
  const unit = 10n ** BigInt(scale);
  const whole = (magnitude / unit).toString();
  const fraction = (magnitude % unit).toString().padStart(scale, '0').replace(/0+$/, '');
  return `${sign}${whole}${fraction ? `.${fraction}` : ''}`;
}
