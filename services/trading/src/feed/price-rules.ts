import type { Market } from '@mc/contracts';
import { gaussian, type Random } from './random';

/** DESIGN.md §16: prices keep at most 5 decimals. */
export const MAX_PRICE_PRECISION = 5;
const BPS_PER_UNIT = 10_000;

/**
 * Standard deviation of one tick's log-return. With a tick every ~750 ms these compound to daily moves
 * of about 7 % (crypto), 1 % (forex) and 3 % (stocks): lively on a chart, plausible for the market.
 */
export const VOLATILITY_PER_TICK: Record<Market, number> = { CRYPTO: 0.0002, CURRENCIES: 0.00003, STOCKS: 0.0001 };

/**
 * Pull toward the start price per tick. Small enough to be invisible minute to minute (half-life
 * ~69,000 ticks, about 14 hours), large enough that the walk settles within a few volatilities of
 * its start (stationary spread of ~4.5 % for crypto) instead of drifting for ever.
 */
export const MEAN_REVERSION_PER_TICK = 0.00001;

/** Hard floor as a fraction of the start price; the walk never reaches it in practice. */
export const FLOOR_RATIO = 0.1;

export type WalkParameters = {
  startPrice: number;
  pricePrecision: number;
  volatilityPerTick: number;
  meanReversionPerTick: number;
};

function unitsPerPrice(pricePrecision: number): number {
  if (!Number.isInteger(pricePrecision) || pricePrecision < 0 || pricePrecision > MAX_PRICE_PRECISION) {
    throw new Error(`Price precision must be an integer in 0..${MAX_PRICE_PRECISION}, got ${pricePrecision}`);
  }
  return 10 ** pricePrecision;
}

/** Rounds to the instrument's precision; the division makes the nearest double to that decimal. */
export function roundPrice(value: number, pricePrecision: number): number {
  const units = unitsPerPrice(pricePrecision);
  return Math.round(value * units) / units;
}

/** The smallest price an instrument can show and the floor of its walk. */
export function floorPrice(startPrice: number, pricePrecision: number): number {
  const units = unitsPerPrice(pricePrecision);
  return Math.max(Math.ceil(startPrice * FLOOR_RATIO * units), 1) / units;
}

/**
 * bid = ask × (1 − spread), rounded half up to the precision, in integer price units so that the
 * result is exact; never below one unit, so a bid is always positive.
 */
export function bidFor(ask: number, spreadBps: number, pricePrecision: number): number {
  if (!Number.isInteger(spreadBps) || spreadBps < 0 || spreadBps >= BPS_PER_UNIT)
    throw new Error(`Invalid spread ${spreadBps} bps`);
  const units = unitsPerPrice(pricePrecision);
  const askUnits = Math.round(ask * units);
  const bidUnits = Math.floor((askUnits * (BPS_PER_UNIT - spreadBps) + BPS_PER_UNIT / 2) / BPS_PER_UNIT);
  return Math.max(bidUnits, 1) / units;
}

/**
 * One step of the mean-reverting geometric walk: log-return = −reversion × ln(ask/start) + σ × N(0,1).
 * Geometric, so a move is proportional to the price; floored, so the result is always positive.
 */
export function nextAsk(ask: number, parameters: WalkParameters, random: Random): number {
  const { startPrice, pricePrecision, volatilityPerTick, meanReversionPerTick } = parameters;
  if (!(ask > 0) || !(startPrice > 0)) throw new Error(`Prices must be positive (ask ${ask}, start ${startPrice})`);
  const logReturn = -meanReversionPerTick * Math.log(ask / startPrice) + volatilityPerTick * gaussian(random);
  const next = roundPrice(ask * Math.exp(logReturn), pricePrecision);
  return Math.max(next, floorPrice(startPrice, pricePrecision));
}

export function walkParametersFor(instrument: {
  market: Market;
  startPrice: number;
  pricePrecision: number;
}): WalkParameters {
  return {
    startPrice: instrument.startPrice,
    pricePrecision: instrument.pricePrecision,
    volatilityPerTick: VOLATILITY_PER_TICK[instrument.market],
    meanReversionPerTick: MEAN_REVERSION_PER_TICK,
  };
}

/** Start of the UTC minute containing `atMs`: the key of its one-minute candle. */
export function minuteStartMs(atMs: number): number {
  return Math.floor(atMs / 60_000) * 60_000;
}
