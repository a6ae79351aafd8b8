import type { Market } from '@mc/contracts';
import type { TradingContext } from '../context';

export const Query = {
  instruments: (_parent: unknown, { market }: { market?: Market | null }, { trading }: TradingContext) =>
    trading.instruments(market ?? undefined),
  quote: (_parent: unknown, { symbol }: { symbol: string }, { trading }: TradingContext) => trading.quote(symbol),
  candles: (
    _parent: unknown,
    { symbol, from, to }: { symbol: string; from: Date; to: Date },
    { trading }: TradingContext,
  ) => trading.candles(symbol, from, to),
};
