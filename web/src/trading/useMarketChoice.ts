import { updateClientState, useClientState } from '../state/clientState';
import type { Market } from '../graphql/generated/graphql';
import { firstSymbolOf } from './InstrumentPicker';
import type { TradingInstrument } from './queries';

/**
 * The market tab and chart symbol of the trading screens, from the client state the browser keeps
 * (specification 000 §3: Currencies and AUD/CHF until the customer picks others, saved on every change).
 * A saved symbol outside the saved market (an older build's choice) falls back to the market's first.
 */
export function useMarketChoice(instruments: TradingInstrument[]) {
  const { marketTab: market, chartSymbol } = useClientState();
  const saved = instruments.find((each) => each.symbol === chartSymbol && each.market === market);
  const symbol = saved?.symbol ?? firstSymbolOf(instruments, market);
  return {
    market,
    symbol,
    chooseMarket: (next: Market) =>
      updateClientState({ marketTab: next, chartSymbol: firstSymbolOf(instruments, next) ?? chartSymbol }),
    chooseSymbol: (next: string) => updateClientState({ chartSymbol: next }),
  };
}
