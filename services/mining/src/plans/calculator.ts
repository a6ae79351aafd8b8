import assert from 'node:assert/strict';
import { MHS_PER_THS } from './estimates';

/**
 * The calculator links an amount in USD and a power in GH/s through the chosen plan's price per
 * unit of hashrate: USD per GH/s = plan price ÷ (plan TH/s × 1,000). Amounts are cents, powers MH/s
 * (GH/s to 3 decimals); both conversions truncate toward zero.
 */
export type PlanPricing = { priceUsd: number; hashrateThs: number };

export const DEFAULT_CALCULATOR_AMOUNT_CENTS = 950_000n;
/** Limits on what one may ask: up to 100 million USD, and the power that buys. */
export const MAX_CALCULATOR_AMOUNT_CENTS = 10_000_000_000n;

export function powerMhsForAmount(amountCents: bigint, plan: PlanPricing): bigint {
  assertPricing(plan);
  assert.ok(amountCents >= 0n, 'amount must not be negative');
  return (amountCents * BigInt(plan.hashrateThs) * MHS_PER_THS) / (BigInt(plan.priceUsd) * 100n);
}

export function amountCentsForPower(powerMhs: bigint, plan: PlanPricing): bigint {
  assertPricing(plan);
  assert.ok(powerMhs >= 0n, 'power must not be negative');
  return (powerMhs * BigInt(plan.priceUsd) * 100n) / (BigInt(plan.hashrateThs) * MHS_PER_THS);
}

/** USD per GH/s in units of 10^-8 USD (shown with 8 decimals). */
export function usdPerGhsE8(plan: PlanPricing): bigint {
  assertPricing(plan);
  return (BigInt(plan.priceUsd) * 100_000_000n) / (BigInt(plan.hashrateThs) * 1_000n);
}

function assertPricing(plan: PlanPricing): void {
  assert.ok(Number.isInteger(plan.priceUsd) && plan.priceUsd > 0, 'plan price must be a positive whole USD');
  assert.ok(Number.isInteger(plan.hashrateThs) && plan.hashrateThs > 0, 'plan hashrate must be positive');
}

/** A decimal string with at most `scale` decimals as an integer of that scale; null when malformed. */
export function parseScaled(text: string, scale: number): bigint | null {
  const match = /^(\d{1,15})(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(match[1]) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}
