import type { Executor, Logger } from '@mc/platform';
import { insertCandlesIfAbsent, symbolsWithoutCandles, type CandleRow } from '../db/market-data.repository';
import { nextAsk, walkParametersFor, type WalkParameters } from './price-rules';
import { randomFor } from './random';
import type { FeedInstrument } from './simulated-source';

/**
 * A day of one-minute candles: the 1m and 5m charts fill at once, 1h shows a day. Kept short because it is
 * drawn while the service starts (about 270,000 steps of the walk for the 46 instruments).
 */
export const HISTORY_MINUTES = 1440;
/** Steps of the walk drawn per minute of history, each standing for several of the live feed's ticks. */
const STEPS_PER_MINUTE = 4;
/** Keeps the history's random stream apart from the live walk's (the same seed must not replay it). */
const HISTORY_SEED_SALT = 0x5eed_4157;
const MINUTE_MS = 60_000;

export type HistorySettings = { seed: number; tickIntervalMs: number; endMinuteMs: number; minutes: number };

/**
 * The live walk's parameters for one step standing for `ticks` ticks: the variance and the pull toward
 * the start price add up over ticks, so a minute of history moves as much as a minute of the live feed.
 */
function stepParameters(instrument: FeedInstrument, ticks: number): WalkParameters {
  const live = walkParametersFor(instrument);
  return {
    ...live,
    volatilityPerTick: live.volatilityPerTick * Math.sqrt(ticks),
    meanReversionPerTick: live.meanReversionPerTick * ticks,
  };
}

/**
 * One-minute candles of the simulated feed's own model for the `minutes` before `endMinuteMs`, from the
 * start price: the same seed, symbol and end give the same candles. Each minute opens at the previous close.
 */
export function simulatedHistory(instrument: FeedInstrument, settings: HistorySettings): CandleRow[] {
  if (settings.endMinuteMs % MINUTE_MS !== 0) throw new Error('The history must end on a whole minute');
  const ticksPerStep = Math.max(1, MINUTE_MS / settings.tickIntervalMs / STEPS_PER_MINUTE);
  const parameters = stepParameters(instrument, ticksPerStep);
  const random = randomFor(settings.seed ^ HISTORY_SEED_SALT, instrument.symbol);
  const candles: CandleRow[] = [];
  let ask = instrument.startPrice;
  for (let minute = settings.minutes; minute > 0; minute -= 1) {
    const open = ask;
    let [high, low] = [ask, ask];
    for (let step = 0; step < STEPS_PER_MINUTE; step += 1) {
      ask = nextAsk(ask, parameters, random);
      [high, low] = [Math.max(high, ask), Math.min(low, ask)];
    }
    const startedAt = new Date(settings.endMinuteMs - minute * MINUTE_MS);
    candles.push({ symbol: instrument.symbol, startedAt, open, high, low, close: ask });
  }
  return candles;
}

/**
 * At the simulated feed's first start, records a history for every instrument without candles, so a
 * fresh platform's charts are not a single candle. Idempotent: an instrument with candles is left alone,
 * and each one's history is one insert that skips minutes already recorded. No events: the history is
 * the model's, not ticks anyone traded at. Returns the last close of each instrument it filled, where
 * the live walk continues.
 */
export async function backfillHistory(
  db: Executor,
  instruments: FeedInstrument[],
  settings: HistorySettings,
  logger: Logger,
): Promise<Map<string, number>> {
  const missing = new Set(await symbolsWithoutCandles(db));
  const lastCloses = new Map<string, number>();
  for (const instrument of instruments.filter((each) => missing.has(each.symbol))) {
    const history = simulatedHistory(instrument, settings);
    await insertCandlesIfAbsent(db, history);
    lastCloses.set(instrument.symbol, history.at(-1)!.close);
  }
  if (lastCloses.size > 0)
    logger.info({ instruments: lastCloses.size, minutes: settings.minutes }, 'simulated price history recorded');
  return lastCloses;
}
