import type { Currency } from '../graphql/generated/graphql';

/** The account currencies (specification §9), in the order the select offers them. */
export const CURRENCIES = ['USD', 'EUR', 'GBP'] as const satisfies readonly Currency[];

export function isCurrency(value: unknown): value is Currency {
  return CURRENCIES.includes(value as Currency);
}
