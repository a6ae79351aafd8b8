/**
 * A UTC day from the graph (YYYY-MM-DD) as a date in the page's language. Formatted in UTC: in the
 * reader's own time zone the midnight it parses to may fall on the day before.
 */
export function formatDay(day: string, language: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  try {
    return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
  } catch {
    return day;
  }
}

/** A coin amount from the graph ("0", "0.5") with 8 decimals ("0.50000000"), padded as text so no digit is lost. */
export function withEightDecimals(amount: string): string {
  const [whole, fraction = ''] = amount.split('.');
  return `${whole}.${fraction.padEnd(8, '0').slice(0, 8)}`;
}

/**
 * A decimal from the graph ("2000000", "5510204.081") grouped in the page's language ("2.000.000" in
 * German, "2,000,000" in English); the whole part is grouped as a bigint and the fraction kept as
 * text, so no digit is lost to a float.
 */
export function groupedDecimal(amount: string, language: string): string {
  const [whole, fraction] = amount.split('.');
  if (!/^-?\d+$/.test(whole)) return amount;
  const format = new Intl.NumberFormat(language);
  const separator = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  const grouped = format.format(BigInt(whole));
  return fraction ? `${grouped}${separator}${fraction}` : grouped;
}
