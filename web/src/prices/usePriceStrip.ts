import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { applyTick, type LivePrices, type PriceDirection } from './priceMoves';
import { STRIP_INSTRUMENTS_QUERY, TICKERS_SUBSCRIPTION, type StripInstrument } from './queries';

export interface StripQuote {
  symbol: string;
  name: string | null;
  /** Null when the instrument is unknown to the graph: the price then keeps its own decimals. */
  pricePrecision: number | null;
  ask: number | null;
  direction: PriceDirection | null;
}

function toStripQuote(
  symbol: string,
  instrument: StripInstrument | undefined,
  live: LivePrices[string] | undefined,
): StripQuote {
  return {
    symbol,
    name: instrument?.name ?? null,
    pricePrecision: instrument?.pricePrecision ?? null,
    ask: live?.ask ?? instrument?.lastQuote?.ask ?? null,
    direction: live?.direction ?? null,
  };
}

/** Last recorded prices of the symbols from the graph, then every live tick on top of them. */
export function usePriceStrip(symbols: string[]): StripQuote[] {
  const { data } = useQuery(STRIP_INSTRUMENTS_QUERY);
  const [livePrices, setLivePrices] = useState<LivePrices>({});
  const instruments = new Map((data?.instruments ?? []).map((item) => [item.symbol, item]));
  // The subscription callback outlives renders; it reads the latest instruments through this ref.
  const instrumentsRef = useRef(instruments);
  useEffect(() => {
    instrumentsRef.current = instruments;
  });

  useSubscription(TICKERS_SUBSCRIPTION, {
    variables: { symbols },
    ignoreResults: true,
    onData: ({ data: result }) => {
      const tick = result.data?.tickers;
      if (!tick) return;
      const previousAsk = instrumentsRef.current.get(tick.symbol)?.lastQuote?.ask ?? null;
      setLivePrices((prices) => applyTick(prices, tick, previousAsk));
    },
  });

  return symbols.map((symbol) => toStripQuote(symbol, instruments.get(symbol), livePrices[symbol]));
}
