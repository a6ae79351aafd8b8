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
