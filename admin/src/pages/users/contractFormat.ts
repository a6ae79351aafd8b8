/** A decimal string shown with exactly `scale` decimals, without a float: "0.00028" → "0.00028000". */
export function fixedDecimals(text: string, scale: number): string {
  const negative = text.startsWith('-');
  const [whole, fraction = ''] = (negative ? text.slice(1) : text).split('.');
  const padded = fraction.padEnd(scale, '0').slice(0, scale);
  return `${negative ? '-' : ''}${whole}${scale > 0 ? `.${padded}` : ''}`;
}

/** GH/s (at most 3 decimals) as TH/s, exactly; null when the text is not such a number. */
export function powerGhsAsThs(powerGhs: string): string | null {
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(powerGhs.trim());
  if (!match) return null;
  const mhs = BigInt(match[1]) * 1000n + BigInt((match[2] ?? '').padEnd(3, '0'));
  const whole = (mhs / 1_000_000n).toString();
  const fraction = (mhs % 1_000_000n).toString().padStart(6, '0').replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The UTC day `days` after today (YYYY-MM-DD). */
export function utcDayFromToday(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
