import type { TradingContext } from '../context';

export const Instrument = {
  __resolveReference: ({ symbol }: { symbol: string }, { trading }: TradingContext) => trading.instrument(symbol),
};
