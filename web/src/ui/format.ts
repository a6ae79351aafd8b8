const USD_FORMAT = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const INTEGER_FORMAT = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Feed prices are shown with at most 5 decimals (specification §9). */
export const MAX_PRICE_DECIMALS = 5;

const priceFormats = new Map<number, Intl.NumberFormat>();

function priceFormat(decimals: number): Intl.NumberFormat {
  let format = priceFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    priceFormats.set(decimals, format);
  }
  return format;
}

/** Money is shown in en-US currency format (specification §9). */
export function formatUsd(amountUsd: number): string {
  return USD_FORMAT.format(amountUsd);
}

export function formatInteger(value: number): string {
  return INTEGER_FORMAT.format(value);
}

export function formatPrice(price: number, pricePrecision: number): string {
  const decimals = Math.max(0, Math.min(Math.trunc(pricePrecision), MAX_PRICE_DECIMALS));
  return priceFormat(decimals).format(price);
}

/**
 * An ISO time from the graph as a date (e.g. 3 Mar 2026) or a date and time, in the page's
 * language; the text as given when it is not a date.
 */
export function formatDate(value: string, language: string, withTime = false): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  const options: Intl.DateTimeFormatOptions = withTime
    ? { dateStyle: 'medium', timeStyle: 'short' }
    : { dateStyle: 'medium' };
  try {
    return new Intl.DateTimeFormat(language, options).format(date);
  } catch {
    return date.toISOString();
  }
}
