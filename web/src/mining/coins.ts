import type { Coin, PlanVariant } from '../graphql/generated/graphql';

/** The contract coins, in the order of the pricing tab strip. */
export const COINS = ['ETH', 'BTC', 'USDT', 'BNB'] as const satisfies readonly Coin[];

export function isCoin(value: unknown): value is Coin {
  return COINS.includes(value as Coin);
}

export const PLAN_VARIANTS = ['STANDARD', 'PRO'] as const satisfies readonly PlanVariant[];

export function isPlanVariant(value: unknown): value is PlanVariant {
  return PLAN_VARIANTS.includes(value as PlanVariant);
}

/**
 * English coin names for the deposit comment. The comment is stored with the deposit and read by
 * operators, so it stays in one language whatever the customer's language is.
 */
const COMMENT_COIN_NAMES: Record<Coin, string> = {
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'USD Tether',
  BNB: 'Binance Coin',
};

/** Deposit purpose code 2 buys a mining contract (code 1 funds trading). */
const MINING_DEPOSIT_CODE = 2;

/** The deposit comment of a contract card, e.g. 'Bitcoin Mining (12 Months Contract)'. */
export function contractComment(plan: { coin: Coin; termMonths: number }): string {
  const months = plan.termMonths === 1 ? 'Month' : 'Months';
  return `${COMMENT_COIN_NAMES[plan.coin]} Mining (${plan.termMonths} ${months} Contract)`;
}

/**
 * Where a contract card's buy button leads: the deposit form, prefilled for this plan (specification
 * §2: code, price, comment). A Pro plan has the same comment as the standard plan of its tier, so its
 * link also names the plan (`plan`), which the checkout requires to match the comment and the price.
 */
export function buyContractUrl(plan: {
  id: string;
  coin: Coin;
  variant: PlanVariant;
  termMonths: number;
  priceUsd: number;
}): string {
  const comment = contractComment(plan);
  return (
    `/user/deposits/new.html?code=${MINING_DEPOSIT_CODE}` +
    `&price=${encodeURIComponent(String(plan.priceUsd))}` +
    `&comment=${encodeURIComponent(comment)}` +
    (plan.variant === 'PRO' ? `&plan=${encodeURIComponent(plan.id)}` : '')
  );
}
