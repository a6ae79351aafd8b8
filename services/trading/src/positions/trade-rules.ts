import { tradingError } from '../errors';
import { PRICE_SCALE, priceUnits, type Scaled, type Side } from './figures';
import type { LeverageRange } from './jurisdiction';

export type CloseReason = 'CUSTOMER' | 'TAKE_PROFIT' | 'STOP_LOSS' | 'CLOSE_OUT' | 'ADMIN';

/** Margin and stakes: a decimal in the trading currency (two decimals), from 1.00 to 1,000,000.00. */
const AMOUNT = /^\d{1,7}(\.\d{1,2})?$/;
const MINIMUM_AMOUNT = 1;
const MAXIMUM_AMOUNT = 1_000_000;

export function checkedLeverage(leverage: number, range: LeverageRange): number {
  if (!Number.isInteger(leverage) || leverage < range.minimum || leverage > range.maximum)
    throw tradingError('INVALID_INPUT', `leverage must be a whole number from ${range.minimum} to ${range.maximum}`, {
      field: 'leverage',
    });
  return leverage;
}

/** A margin or stake as funds takes it: a decimal string with at most two decimals, within bounds. */
export function checkedAmount(text: string, field: 'margin' | 'stake'): string {
  const trimmed = text.trim();
  const value = Number(trimmed);
  if (!AMOUNT.test(trimmed) || value < MINIMUM_AMOUNT || value > MAXIMUM_AMOUNT)
    throw tradingError(
      'INVALID_INPUT',
      `${field} must be a decimal from ${MINIMUM_AMOUNT} to ${MAXIMUM_AMOUNT} with at most 2 decimals`,
      {
        field,
      },
    );
  return trimmed;
}

/** A take-profit or stop-loss level: positive, at most the instrument's decimals. */
export function checkedLevel(level: number | null | undefined, pricePrecision: number, field: string): Scaled | null {
  if (level === null || level === undefined) return null;
  const step = 10n ** BigInt(PRICE_SCALE - pricePrecision);
  let units: Scaled;
  try {
    units = priceUnits(level);
  } catch {
    units = 0n;
  }
  if (units <= 0n || units % step !== 0n)
    throw tradingError('INVALID_INPUT', `${field} must be a positive price with at most ${pricePrecision} decimals`, {
      field,
    });
  return units;
}

/**
 * Levels must lie on the right side of the price the trade would close at now, or the trade would
 * close at its first tick: BUY take-profit above it and stop-loss below it; SELL the other way round.
 */
export function refuseLevelsOnTheWrongSide(
  side: Side,
  closeNow: Scaled,
  takeProfit: Scaled | null,
  stopLoss: Scaled | null,
) {
  const above = (level: Scaled) => level > closeNow;
  if (takeProfit !== null && above(takeProfit) !== (side === 'BUY'))
    throw tradingError(
      'INVALID_INPUT',
      `takeProfit must be ${side === 'BUY' ? 'above' : 'below'} the current closing price`,
      {
        field: 'takeProfit',
      },
    );
  if (stopLoss !== null && (above(stopLoss) === (side === 'BUY') || stopLoss === closeNow))
    throw tradingError(
      'INVALID_INPUT',
      `stopLoss must be ${side === 'BUY' ? 'below' : 'above'} the current closing price`,
      {
        field: 'stopLoss',
      },
    );
}

export type TriggerLevels = { side: Side; takeProfit: Scaled | null; stopLoss: Scaled | null; closeOut: Scaled };

/**
 * Why an open trade closes at this closing price, if it does: its take-profit, else its stop-loss,
 * else the margin close-out (the customer's own levels name the close when several are reached).
 */
export function triggeredReason(levels: TriggerLevels, closePrice: Scaled): CloseReason | undefined {
  const reached = (level: Scaled | null, gain: boolean) =>
    level !== null && (gain === (levels.side === 'BUY') ? closePrice >= level : closePrice <= level);
  if (reached(levels.takeProfit, true)) return 'TAKE_PROFIT';
  if (reached(levels.stopLoss, false)) return 'STOP_LOSS';
  if (reached(levels.closeOut, false)) return 'CLOSE_OUT';
  return undefined;
}

/** Option durations: 5 to 10 whole minutes, 5 by default. */
export function checkedDurationMinutes(minutes: number | null | undefined): number {
  const value = minutes ?? 5;
  if (!Number.isInteger(value) || value < 5 || value > 10)
    throw tradingError('INVALID_INPUT', 'durationMinutes must be a whole number from 5 to 10', {
      field: 'durationMinutes',
    });
  return value;
}
