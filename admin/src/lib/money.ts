import type { MoneyFieldsFragment } from '../graphql/generated/graphql';

/** An amount of one asset as the graph gives it: a decimal string, never a float. */
export type Money = MoneyFieldsFragment;

const FIAT_CODES: readonly string[] = ['USD', 'EUR', 'GBP'];
const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Fiat in en-US currency format (specification §9); crypto as the ledger's exact decimal text and its code. */
export function formatMoney(money: Pick<Money, 'amount' | 'assetCode'>): string {
  if (!FIAT_CODES.includes(money.assetCode)) return `${money.amount} ${money.assetCode}`;
  let format = currencyFormats.get(money.assetCode);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: money.assetCode });
    currencyFormats.set(money.assetCode, format);
  }
  const value = Number(money.amount);
  return Number.isFinite(value) ? format.format(value) : `${money.amount} ${money.assetCode}`;
}
