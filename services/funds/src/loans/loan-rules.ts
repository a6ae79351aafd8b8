import assert from 'node:assert/strict';

/**
 * Pledging's money rules in funds, as pure functions on integers. Loans are in USD cents; mining
 * payouts in the coin's minor units (8 decimals) with the day's fixing rate in micro-USD per coin.
 */
const MICRO_USD_PER_CENT_TIMES_COIN_MINOR = 1_000_000_000_000n; // 10^8 coin minor × 10^6 µUSD ÷ 10^2 cents

/** What a payout is worth at the day's rate, in cents, truncated: minor × µUSD ÷ 10^12. */
export function payoutValueCents(coinMinor: bigint, coinMicroUsd: bigint): bigint {
  assert.ok(coinMinor > 0n && coinMicroUsd > 0n, 'a payout and its rate are positive');
  return (coinMinor * coinMicroUsd) / MICRO_USD_PER_CENT_TIMES_COIN_MINOR;
}

export type PayoutRepayment = { cents: bigint; coinMinor: bigint };

/**
 * How a day's payout repays a loan of `outstandingCents`: all of it while the loan takes it; when it is
 * worth more, only the coin needed for what is owed (rounded up to a whole minor unit, never more than
 * the payout), the rest staying with the customer. Nothing when the payout is worth less than a cent.
 */
export function payoutRepayment(coinMinor: bigint, coinMicroUsd: bigint, outstandingCents: bigint): PayoutRepayment {
  assert.ok(outstandingCents >= 0n, 'what is owed is not negative');
  const value = payoutValueCents(coinMinor, coinMicroUsd);
  if (value === 0n || outstandingCents === 0n) return { cents: 0n, coinMinor: 0n };
  if (value <= outstandingCents) return { cents: value, coinMinor };
  const needed = (outstandingCents * MICRO_USD_PER_CENT_TIMES_COIN_MINOR + coinMicroUsd - 1n) / coinMicroUsd;
  return { cents: outstandingCents, coinMinor: needed < coinMinor ? needed : coinMinor };
}

/** At the contract's end: what the trading balance pays (never below zero) and the platform's loss. */
export function settlementSplit(outstandingCents: bigint, availableCents: bigint) {
  const fromBalance = availableCents <= 0n ? 0n : availableCents < outstandingCents ? availableCents : outstandingCents;
  return { fromBalance, platformLoss: outstandingCents - fromBalance };
}

/** The most a customer may withdraw from the trading balance while loans are owed: never below what is owed. */
export function withdrawableCents(availableCents: bigint, owedCents: bigint): bigint {
  return availableCents > owedCents ? availableCents - owedCents : 0n;
}
