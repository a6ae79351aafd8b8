import { eventContracts, type CandleClosedV1, type Market } from '@mc/contracts';
import { newEvent, type EventEnvelope } from '@mc/platform';
import type { CandleRow } from '../db/market-data.repository';

export const CANDLE_CLOSED_SUBJECT = 'trading.candle.closed';
const CANDLE_CLOSED_VERSION = 1;

/** The durable event for a finished, stored candle; validated against the contract before it is appended. */
export function candleClosedEvent(candle: CandleRow, market: Market): EventEnvelope<CandleClosedV1> {
  const payload = eventContracts[CANDLE_CLOSED_SUBJECT][CANDLE_CLOSED_VERSION].parse({
    symbol: candle.symbol,
    market,
    startedAt: candle.startedAt.toISOString(),
    open: candle.open,
    high: candle.high,
    low: candle.low,
    close: candle.close,
  });
  return newEvent(CANDLE_CLOSED_SUBJECT, payload, CANDLE_CLOSED_VERSION);
}
