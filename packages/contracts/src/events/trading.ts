import { z } from 'zod';
import { feedPrice, instrumentSymbol, isoDateTime, marketCode } from '../scalars';

/** Core-NATS live tick on `prices.tick.<SYMBOL>` (not stored, not redelivered). */
export const priceTick = z.object({
  symbol: instrumentSymbol,
  ask: feedPrice,
  bid: feedPrice,
  at: isoDateTime,
});
export type PriceTick = z.infer<typeof priceTick>;
export const priceTickSubject = (symbol: string) => `prices.tick.${symbol}`;
export const PRICE_TICK_WILDCARD = 'prices.tick.*';

/** Durable `trading.candle.closed`: a one-minute ask candle was completed and stored. */
export const candleClosedV1 = z.object({
  symbol: instrumentSymbol,
  market: marketCode,
  startedAt: isoDateTime,
  open: feedPrice,
  high: feedPrice,
  low: feedPrice,
  close: feedPrice,
});
export type CandleClosedV1 = z.infer<typeof candleClosedV1>;
