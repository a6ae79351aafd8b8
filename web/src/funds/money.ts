import type { MoneyFieldsFragment } from '../graphql/generated/graphql';

/** An amount of one asset as the graph gives it (Money): a decimal string, never a float. */
export type Money = MoneyFieldsFragment;

/** The fiat currencies a customer's trading account can be in (scale 2). */
export const FIAT_CODES = ['USD', 'EUR', 'GBP'] as const;

export function isFiat(assetCode: string): boolean {
  return (FIAT_CODES as readonly string[]).includes(assetCode);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** Money is shown in en-US currency format (specification §9), e.g. "€1,250.00". */
function currencyFormat(assetCode: string): Intl.NumberFormat {
  let format = currencyFormats.get(assetCode);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: assetCode });
    currencyFormats.set(assetCode, format);
  }
  return format;
}

/**
 * Fiat in its currency format; crypto as the ledger's own decimal text and its code ("0.00012345 BTC"),
 * so all 8 decimals stay exactly as recorded.
 */
export function formatAmount(amount: string, assetCode: string): string {
  if (!isFiat(assetCode)) return `${amount} ${assetCode}`;
  const value = Number(amount);
  return Number.isFinite(value) ? currencyFormat(assetCode).format(value) : `${amount} ${assetCode}`;
}

export function formatMoney(money: Pick<Money, 'amount' | 'assetCode'>): string {
  return formatAmount(money.amount, money.assetCode);
}

/**
 * A typed decimal as minor units of `scale` decimals; null when it is not a plain non-negative
 * decimal or has more decimals than the asset keeps.
 */
export function toMinor(text: string, scale: number): bigint | null {
  const match = /^(\d{1,18})(?:\.(\d*))?$/.exec(text.trim());
  if (!match) return null;
  const fraction = match[2] ?? '';
  if (fraction.length > scale) return null;
  return BigInt(match[1]) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
}

/** Minor units back to a decimal string of `scale` decimals (negative amounts keep their sign). */
export function fromMinor(minor: bigint, scale: number): string {
  const sign = minor < 0n ? '-' : '';
  const digits = (minor < 0n ? -minor : minor).toString().padStart(scale + 1, '0');
  if (scale === 0) return `${sign}${digits}`;
  return `${sign}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** The number of decimals of a decimal string as the graph writes it ("500.00" → 2). */
export function scaleOf(amount: string): number {
  const dot = amount.indexOf('.');
  return dot === -1 ? 0 : amount.length - dot - 1;
}
