import type { PlanRow } from '../db/plans.repository';
import { miningError } from '../errors';
import {
  amountCentsForPower,
  DEFAULT_CALCULATOR_AMOUNT_CENTS,
  MAX_CALCULATOR_AMOUNT_CENTS,
  parseScaled,
  powerMhsForAmount,
} from './calculator';
import { termDays } from './estimates';
import { estimateBasis, estimateFor, type EstimateBasis, type MarketSnapshot } from './plan-estimates';

/** Weekly = 7, monthly = 30, yearly = 365 days of the daily estimate (not the specification's 28-day month). */
export const CALCULATOR_PERIODS = { daily: 1, weekly: 7, monthly: 30, yearly: 365 } as const;
export type Period = keyof typeof CALCULATOR_PERIODS;
export type PeriodFigures = { days: number; payoutCoinMinor: bigint; microUsd: bigint };

export type CalculatorFigures = EstimateBasis &
  Record<Period, PeriodFigures> & {
    /** The plan's whole term at the daily estimate. */
    term: PeriodFigures;
    /** The term's income less the amount paid, in micro-USD: negative when the term does not earn the price back. */
    netResultMicroUsd: bigint;
  };

export type Calculation = {
  plan: PlanRow;
  amountCents: bigint;
  powerMhs: bigint;
  estimate: CalculatorFigures | null;
  unavailableReason: string | null;
};

const MICRO_USD_PER_CENT = 10_000n;

/** Amount and power linked through the plan; the estimates of that power, or why there are none yet. */
export function calculate(
  plan: PlanRow,
  given: { amountUsd?: string | null; powerGhs?: string | null },
  market: MarketSnapshot,
): Calculation {
  const { amountCents, powerMhs } = linkedInputs(plan, given);
  const basis = estimateBasis(plan, market);
  if ('unavailable' in basis)
    return { plan, amountCents, powerMhs, estimate: null, unavailableReason: basis.unavailable };
  const daily = estimateFor(powerMhs, basis);
  const periods = Object.fromEntries(
    Object.entries(CALCULATOR_PERIODS).map(([period, days]) => [
      period,
      { days, payoutCoinMinor: daily.netCoinMinor * BigInt(days), microUsd: daily.netMicroUsd * BigInt(days) },
    ]),
  ) as Record<Period, PeriodFigures>;
  const days = termDays(plan.termMonths);
  const term = { days, payoutCoinMinor: daily.netCoinMinor * BigInt(days), microUsd: daily.netMicroUsd * BigInt(days) };
  const netResultMicroUsd = term.microUsd - amountCents * MICRO_USD_PER_CENT;
  return {
    plan,
    amountCents,
    powerMhs,
    estimate: { ...basis, ...periods, term, netResultMicroUsd },
    unavailableReason: null,
  };
}

function linkedInputs(plan: PlanRow, given: { amountUsd?: string | null; powerGhs?: string | null }) {
  if (given.amountUsd != null && given.powerGhs != null)
    throw miningError('INVALID_INPUT', 'Give either amountUsd or powerGhs, not both');
  if (given.powerGhs != null) {
    const powerMhs = parseScaled(given.powerGhs, 3);
    if (powerMhs === null) throw miningError('INVALID_INPUT', 'powerGhs must be a number with at most 3 decimals');
    const amountCents = amountCentsForPower(powerMhs, plan);
    if (amountCents > MAX_CALCULATOR_AMOUNT_CENTS)
      throw miningError('INVALID_INPUT', 'powerGhs is more than 100,000,000 USD buys');
    return { amountCents, powerMhs };
  }
  const amountCents = given.amountUsd == null ? DEFAULT_CALCULATOR_AMOUNT_CENTS : parseScaled(given.amountUsd, 2);
  if (amountCents === null) throw miningError('INVALID_INPUT', 'amountUsd must be a number with at most 2 decimals');
  if (amountCents > MAX_CALCULATOR_AMOUNT_CENTS)
    throw miningError('INVALID_INPUT', 'amountUsd must be at most 100,000,000');
  return { amountCents, powerMhs: powerMhsForAmount(amountCents, plan) };
}
