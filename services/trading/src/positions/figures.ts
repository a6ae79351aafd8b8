/**
 * The arithmetic of trades and options, exact: prices, rates and lot sizes are scaled bigints, money
 * is bigint minor units (as in the ledger and ADR 0015). No float ever holds an amount; a float price
 * from the feed (at most 5 decimals) is turned into integer price units once, here.
 */

/** Prices keep at most 5 decimals (DESIGN.md §16): 1 price unit = 0.00001. */
export const PRICE_SCALE = 5;
/** Conversion rates between currencies keep 10 decimals. */
export const RATE_SCALE = 10;
/** Lot sizes keep 8 decimals. */
export const UNITS_SCALE = 8;

export type Side = 'BUY' | 'SELL';
export type Scaled = bigint;

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** A feed price as integer units of 0.00001; refuses anything with more than 5 decimals. */
export function priceUnits(price: number): Scaled {
  const units = Math.round(price * 10 ** PRICE_SCALE);
  if (!(price > 0) || !Number.isSafeInteger(units) || Math.abs(price * 10 ** PRICE_SCALE - units) > 1e-6)
    throw new Error(`Not a feed price with at most ${PRICE_SCALE} decimals: ${price}`);
  return BigInt(units);
}

export function priceFromUnits(units: Scaled): number {
  return Number(units) / 10 ** PRICE_SCALE;
}

/** "1.2345678900" (numeric text) → scaled integer; the text must not have more decimals than `scale`. */
export function parseScaled(text: string, scale: number): Scaled {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text);
  if (!match || (match[3] ?? '').length > scale) throw new Error(`Not a decimal of scale ${scale}: ${text}`);
  const magnitude = BigInt(match[2]) * pow10(scale) + BigInt((match[3] ?? '').padEnd(scale, '0') || '0');
  return match[1] ? -magnitude : magnitude;
}

export function formatScaled(value: Scaled, scale: number): string {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0');
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : '';
  return `${negative ? '-' : ''}${digits.slice(0, digits.length - scale)}${fraction}`;
}

/** BUY opens at the ask and closes at the bid; SELL opens at the bid and closes at the ask. */
export const openingPrice = (side: Side, quote: { ask: number; bid: number }) =>
  side === 'BUY' ? quote.ask : quote.bid;
export const closingPrice = (side: Side, quote: { ask: number; bid: number }) =>
  side === 'BUY' ? quote.bid : quote.ask;
export const direction = (side: Side) => (side === 'BUY' ? 1n : -1n);

/**
 * units = margin × leverage ÷ opening price, with the margin first converted into the quote
 * currency at the opening rate (trading currency per quote unit), floored to 8 decimals.
 */
export function lotUnits(
  marginMinor: bigint,
  minorScale: number,
  leverage: number,
  openPrice: Scaled,
  openRate: Scaled,
): Scaled {
  const numerator = marginMinor * BigInt(leverage) * pow10(UNITS_SCALE + RATE_SCALE + PRICE_SCALE);
  return numerator / (pow10(minorScale) * openRate * openPrice);
}

/**
 * profit = units × (close − open) × (+1 BUY, −1 SELL), converted at the closing rate into minor units
 * of the trading currency (truncated toward zero), never a loss beyond the margin.
 */
export function tradeProfitMinor(trade: {
  side: Side;
  units: Scaled;
  openPrice: Scaled;
  closePrice: Scaled;
  closeRate: Scaled;
  marginMinor: bigint;
  minorScale: number;
}): bigint {
  const quoteProfit = trade.units * (trade.closePrice - trade.openPrice) * direction(trade.side);
  const profit =
    (quoteProfit * trade.closeRate * pow10(trade.minorScale)) / pow10(UNITS_SCALE + PRICE_SCALE + RATE_SCALE);
  return profit < -trade.marginMinor ? -trade.marginMinor : profit;
}

/**
 * The closing price at which the loss reaches half the margin: the price moved against the trade by
 * open ÷ (2 × leverage). Rounded toward the opening price to the instrument's precision, so the
 * close-out never comes later than the half-margin loss.
 */
export function closeOutPrice(side: Side, openPrice: Scaled, leverage: number, pricePrecision: number): Scaled {
  const step = pow10(PRICE_SCALE - pricePrecision);
  const twiceLeverage = 2n * BigInt(leverage);
  if (side === 'BUY') {
    const level = openPrice * (twiceLeverage - 1n);
    const steps = twiceLeverage * step;
    return ((level + steps - 1n) / steps) * step;
  }
  return ((openPrice * (twiceLeverage + 1n)) / (twiceLeverage * step)) * step;
}

/** An option's outcome and profit are decided in its settling statement (settleDueOptions). */
export type OptionDirection = 'HIGHER' | 'LOWER' | 'CALL' | 'PUT';
