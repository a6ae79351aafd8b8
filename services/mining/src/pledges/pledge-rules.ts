import assert from 'node:assert/strict';
import { proRataRefundMinor } from '../contracts/contract-rules';

/**
 * Pledging (DESIGN.md §16 Mining) as pure rules. A contract's unused value is what termination would
 * refund: ⌊price paid × remaining days ÷ term days⌋ (USD cents). A loan may be up to the plan's
 * loan-to-value of it (never above 100 %), truncated to the cent.
 */
export function unusedValueMinor(priceMinor: bigint, remainingDays: number, termDays: number): bigint {
  return proRataRefundMinor(priceMinor, remainingDays, termDays);
}

export function maxLoanMinor(unusedMinor: bigint, loanToValuePercent: number): bigint {
  assert.ok(Number.isInteger(loanToValuePercent) && loanToValuePercent >= 0, `LTV ${loanToValuePercent}`);
  return (unusedMinor * BigInt(Math.min(loanToValuePercent, 100))) / 100n;
}

/** USD text with at most 2 decimals, above 0, as cents; null when it is not such an amount. */
export function parseUsdCents(text: string): bigint | null {
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const cents = BigInt(match[1]) * 100n + BigInt((match[2] ?? '').padEnd(2, '0') || '0');
  return cents > 0n ? cents : null;
}
