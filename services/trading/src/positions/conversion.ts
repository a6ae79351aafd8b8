import { PRICE_SCALE, RATE_SCALE, priceUnits, type Scaled } from './figures';

/** A fraction of bigints, so a two-leg conversion is rounded once, at the end. */
type Ratio = { numerator: bigint; denominator: bigint };

const ONE: Ratio = { numerator: 1n, denominator: 1n };
const PRICE_ONE = 10n ** BigInt(PRICE_SCALE);

/**
 * Quote currencies of the catalogue, by the feed pair that prices them in USD: `<ccy>USD` is USD per
 * unit, `USD<ccy>` is units per USD (inverted). Tether is at par with the dollar, as funds prices it.
 */
const TO_USD: Record<string, { symbol: string; inverted: boolean } | 'PAR'> = {
  USD: 'PAR',
  USDT: 'PAR',
  EUR: { symbol: 'EURUSD', inverted: false },
  GBP: { symbol: 'GBPUSD', inverted: false },
  AUD: { symbol: 'AUDUSD', inverted: false },
  NZD: { symbol: 'NZDUSD', inverted: false },
  CHF: { symbol: 'USDCHF', inverted: true },
  JPY: { symbol: 'USDJPY', inverted: true },
};

/** The feed asks a conversion needs, for a quote currency into a trading currency. */
export function conversionSymbols(quoteCurrency: string, tradingCurrency: string): string[] {
  return [TO_USD[quoteCurrency], TO_USD[tradingCurrency]].flatMap((leg) => (leg && leg !== 'PAR' ? [leg.symbol] : []));
}

/**
 * Trading currency per unit of the quote currency, from the feed's latest asks, rounded half up to
 * 10 decimals; undefined when a needed ask is missing or the currency is unknown.
 */
export function conversionRate(
  quoteCurrency: string,
  tradingCurrency: string,
  askOf: (symbol: string) => number | undefined,
): Scaled | undefined {
  const quoteToUsd = usdPer(quoteCurrency, askOf);
  const tradingToUsd = usdPer(tradingCurrency, askOf);
  if (!quoteToUsd || !tradingToUsd) return undefined;
  const numerator = quoteToUsd.numerator * tradingToUsd.denominator * 10n ** BigInt(RATE_SCALE);
  const denominator = quoteToUsd.denominator * tradingToUsd.numerator;
  return (2n * numerator + denominator) / (2n * denominator);
}

function usdPer(currency: string, askOf: (symbol: string) => number | undefined): Ratio | undefined {
  const leg = TO_USD[currency];
  if (!leg) return undefined;
  if (leg === 'PAR') return ONE;
  const ask = askOf(leg.symbol);
  if (ask === undefined) return undefined;
  const units = priceUnits(ask);
  return leg.inverted ? { numerator: PRICE_ONE, denominator: units } : { numerator: units, denominator: PRICE_ONE };
}
