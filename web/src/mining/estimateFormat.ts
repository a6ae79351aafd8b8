/** Millisatoshi in one BTC (the unit the hashprice is kept in, ADR 0015). */
const MSAT_PER_BTC = 100_000_000_000n;

function separators(language: string): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.6);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** The page language's decimal and grouping characters, for the calculator's inputs. */
export const numberSeparators = separators;

/**
 * A decimal string from the graph ("-0.0002", "1900000") grouped in the page's language, the fraction
 * padded to `minDecimals` as text, so no digit is lost to a float and the sign of a negative estimate
 * below one is kept.
 */
export function formatDecimalText(amount: string, language: string, minDecimals = 0): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) return amount;
  const [, sign, whole, fraction = ''] = match;
  const padded = fraction.padEnd(minDecimals, '0');
  const grouped = new Intl.NumberFormat(language).format(BigInt(whole));
  return `${sign}${grouped}${padded ? `${separators(language).decimal}${padded}` : ''}`;
}

/** Crypto amounts are shown to 8 decimals (DESIGN.md §11), kept on one line with their coin. */
export function coinAmount(amount: string, coin: string, language: string): string {
  return `${formatDecimalText(amount, language, 8)}\u00a0${coin}`;
}

export function isNegativeAmount(amount: string): boolean {
  return /^\s*-/.test(amount) && /[1-9]/.test(amount);
}

/** The hashprice (millisatoshi per TH/s per day) in BTC, exact: 50,000 → "0.0000005". */
export function msatToBtc(msat: number): string {
  const value = BigInt(msat);
  const whole = value / MSAT_PER_BTC;
  const fraction = (value % MSAT_PER_BTC).toString().padStart(11, '0').replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole.toString();
}
