import { useSubscription } from '@apollo/client/react';
import { useState } from 'react';
import { LIVE_QUOTE_SUBSCRIPTION } from './queries';

export type LiveQuote = { symbol: string; ask: number; bid: number; at: string };

/**
 * The latest price of one symbol: the recorded last quote until the first live tick, then every
 * tick. Null until either is known (nothing is shown that the feed did not give).
 */
export function useLiveQuote(symbol: string | null, lastQuote: Omit<LiveQuote, 'symbol'> | null): LiveQuote | null {
  const [live, setLive] = useState<LiveQuote | null>(null);
  useSubscription(LIVE_QUOTE_SUBSCRIPTION, {
    variables: { symbols: symbol ? [symbol] : [] },
    skip: !symbol,
    ignoreResults: true,
    onData: ({ data: result }) => {
      const tick = result.data?.tickers;
      if (tick) setLive(tick);
    },
  });
  if (live && live.symbol === symbol) return live;
  return symbol && lastQuote ? { symbol, ...lastQuote } : null;
}
