import { z } from 'zod';

/** Shared scalar shapes, so every producer and consumer validates the same way. */
export const isoDateTime = z.iso.datetime({ offset: true });
export const instrumentSymbol = z.string().regex(/^[A-Z0-9]{1,12}$/, 'an upper-case ticker such as BTCUSDT');
/** A feed price: positive, at most 5 decimals (DESIGN.md §16). */
export const feedPrice = z.number().positive().refine(hasAtMostFiveDecimals, 'at most 5 decimals');

/** Decided on the shortest decimal form of the number, so large prices are not misjudged by float error. */
export function hasAtMostFiveDecimals(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  const text = String(value);
  if (text.includes('e'))
    return Number.isInteger(value) || (/e-[1-5]$/.test(text) && !text.split('e')[0].includes('.'));
  return (text.split('.')[1] ?? '').length <= 5;
}
export const marketCode = z.enum(['CRYPTO', 'CURRENCIES', 'STOCKS']);
export const coinCode = z.enum(['BTC', 'ETH', 'USDT', 'BNB']);
export const fiatCode = z.enum(['USD', 'EUR', 'GBP']);

export type Market = z.infer<typeof marketCode>;
export type Coin = z.infer<typeof coinCode>;
export type Fiat = z.infer<typeof fiatCode>;

/** Decimal strings for amounts that must not pass through floats (`"0.00001"`). */
export const decimalString = z.string().regex(/^-?\d+(\.\d+)?$/, 'a decimal number');
