import { termDays } from '../plans/estimates';
import type { Coin } from '../db/schema';

/** A contract's real term: the plan's whole months when it runs them, else its own number of days (a grant's expiry). */
export type ContractTerm = { unit: 'MONTHS' | 'DAYS'; count: number };

/** English coin names, as the deposit comment of a contract card spells them. */
const COIN_NAMES: Record<Coin, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'USD Tether',
  BNB: 'Binance Coin',
};

/** The term a contract runs (its nominal days, stops aside): months only when that is exactly the plan's term. */
export function contractTerm(contract: { termDays: number }, plan: { termMonths: number }): ContractTerm {
  return contract.termDays === termDays(plan.termMonths)
    ? { unit: 'MONTHS', count: plan.termMonths }
    : { unit: 'DAYS', count: contract.termDays };
}

/**
 * The one name of a contract, in English (the admin panel and the legacy API): the label support gave
 * it, else its coin and real term, e.g. "Bitcoin Mining (12 Months Contract)" or "Bitcoin Mining (7 Days
 * Contract)". The customer's screens word the same rule in the reader's language from `planLabel`,
 * `coin` and `term`.
 */
export function contractName(
  contract: { planLabel: string | null; coin: Coin; termDays: number },
  plan: { termMonths: number },
): string {
  if (contract.planLabel) return contract.planLabel;
  const term = contractTerm(contract, plan);
  const unit = term.unit === 'MONTHS' ? (term.count === 1 ? 'Month' : 'Months') : term.count === 1 ? 'Day' : 'Days';
  return `${COIN_NAMES[contract.coin]} Mining (${term.count} ${unit} Contract)`;
}
