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
/**
 * Candles per insert. In the embedded mode the database runs on the platform's one thread: a day of an
 * instrument in one insert held every request for a few hundred milliseconds on a busy machine.
 */
const CANDLES_PER_INSERT = 240;

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
 * One-minute candles of the simulated feed's own model for the `minutes` before `endMinuteMs`: the walk is
 * drawn from the start price and read backwards in time, so the history ends where the live walk of a
 * fresh instrument begins. The same seed, symbol and end give the same candles; each minute opens at
 * the previous one's close.
 */
export function simulatedHistory(instrument: FeedInstrument, settings: HistorySettings): CandleRow[] {
  if (settings.endMinuteMs % MINUTE_MS !== 0) throw new Error('The history must end on a whole minute');
  const ticksPerStep = Math.max(1, MINUTE_MS / settings.tickIntervalMs / STEPS_PER_MINUTE);
  const parameters = stepParameters(instrument, ticksPerStep);
  const random = randomFor(settings.seed ^ HISTORY_SEED_SALT, instrument.symbol);
  const path = [instrument.startPrice];
  for (let step = 0; step < settings.minutes * STEPS_PER_MINUTE; step += 1)
    path.push(nextAsk(path[step], parameters, random));
  const candles: CandleRow[] = [];
  for (let minutesBack = settings.minutes; minutesBack > 0; minutesBack -= 1) {
    // The oldest minute spans the far end of the drawn path; the newest ends at its start.
    const segment = path.slice((minutesBack - 1) * STEPS_PER_MINUTE, minutesBack * STEPS_PER_MINUTE + 1);
    candles.push({
      symbol: instrument.symbol,
      startedAt: new Date(settings.endMinuteMs - minutesBack * MINUTE_MS),
      open: segment.at(-1)!,
      high: Math.max(...segment),
      low: Math.min(...segment),
      close: segment[0],
    });
  }
  return candles;
}

/** The instruments with no candle yet (a fresh database, or one added since): read before the feed starts. */
export async function instrumentsWithoutHistory(db: Executor, instruments: FeedInstrument[]) {
  const missing = new Set(await symbolsWithoutCandles(db));
  return instruments.filter((instrument) => missing.has(instrument.symbol));
}

/**
 * At the simulated feed's first start, records a history for every instrument that had no candles, so a
 * fresh platform's charts are not a single candle. It runs beside the feed (the service does not wait for
 * it), a few hours of one instrument at a time, newest first, and gives up when the feed stops: a stop
 * midway leaves that instrument a shorter history that still reaches the present. Idempotent: each insert
 * skips minutes already recorded, and a later start finds candles everywhere. No events: the history is
 * the model's, not ticks anyone traded at.
 */
export async function recordHistory(
  db: Executor,
  instruments: FeedInstrument[],
  settings: HistorySettings,
  logger: Logger,
  stopping: () => boolean = () => false,
): Promise<void> {
  for (const instrument of instruments) {
    const candles = simulatedHistory(instrument, settings);
    for (let end = candles.length; end > 0; end -= CANDLES_PER_INSERT) {
      if (stopping()) return;
      await insertCandlesIfAbsent(db, candles.slice(Math.max(0, end - CANDLES_PER_INSERT), end));
      // Requests and ticks go first: the history is drawn between them.
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (instruments.length > 0)
    logger.info({ instruments: instruments.length, minutes: settings.minutes }, 'simulated price history recorded');
}
