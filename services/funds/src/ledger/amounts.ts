/**
 * Money crosses the API as decimal strings and lives in the ledger as bigint minor units
 * (DESIGN.md §6). These are the only conversions; no float ever holds an amount.
 */

/** Largest whole amount accepted from a request, far inside bigint's range at scale 8. */
export const MAX_WHOLE_UNITS = 10_000_000_000n;

/** Digits beyond these are refused unread (a request's text is bounded, like everything else). */
const DECIMAL = /^(-)?(\d{1,40})(?:\.(\d{1,40}))?$/;

export type AmountParse = { ok: true; minor: bigint } | { ok: false; problem: string };

/** The largest amount a request may name at `scale`: 9999999999.99 at scale 2. */
export function maximumAmountText(scale: number): string {
  return formatMinor(MAX_WHOLE_UNITS * 10n ** BigInt(scale) - 1n, scale);
}

/**
 * Parses "500", "500.5", "-0.00012345" into minor units of `scale`; never rounds. `unit` (an asset code) follows
 * the limit in the problem of an amount beyond it, so the caller reads it in the account's terms.
 */
export function parseAmount(
  text: string,
  scale: number,
  options: { allowNegative?: boolean; unit?: string } = {},
): AmountParse {
  const match = DECIMAL.exec(text.trim());
  if (!match) return { ok: false, problem: 'must be a decimal number such as 500 or 0.015' };
  const [, minus, whole, fraction = ''] = match;
  if (minus && !options.allowNegative) return { ok: false, problem: 'must not be negative' };
  if (BigInt(whole) >= MAX_WHOLE_UNITS) {
    const limit = [maximumAmountText(scale), options.unit].filter(Boolean).join(' ');
    return { ok: false, problem: minus ? `must be at least -${limit}` : `must be at most ${limit}` };
  }
  if (fraction.length > scale) return { ok: false, problem: `has more than ${scale} decimal places` };
  const minor = BigInt(whole) * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
  return { ok: true, minor: minus ? -minor : minor };
}

/** 50000n at scale 2 → "500.00"; -12345n at scale 8 → "-0.00012345". */
export function formatMinor(minor: bigint, scale: number): string {
  const negative = minor < 0n;
  const digits = (negative ? -minor : minor).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${whole}${fraction}`;
}

/** `part` percent of `amount` expressed in basis points (1 % = 100), rounded up to a whole minor unit. */
export function basisPointsOf(amountMinor: bigint, basisPoints: bigint): bigint {
  const product = amountMinor * basisPoints;
  return product / 10_000n + (product % 10_000n === 0n ? 0n : 1n);
}

/** Converts between scales: down-scaling rounds up so a quote never undercharges. */
export function rescaleUp(minor: bigint, fromScale: number, toScale: number): bigint {
  if (toScale >= fromScale) return minor * 10n ** BigInt(toScale - fromScale);
  const divisor = 10n ** BigInt(fromScale - toScale);
  return minor / divisor + (minor % divisor === 0n ? 0n : 1n);
}
