import { gql, type TypedDocumentNode } from '@apollo/client';

export interface StripInstrument {
  symbol: string;
  name: string;
  pricePrecision: number;
  lastQuote: { ask: number } | null;
}

export interface StripInstrumentsData {
  instruments: StripInstrument[];
}

/** Names, precisions and last prices that the strip shows until the first live tick. */
export const STRIP_INSTRUMENTS_QUERY: TypedDocumentNode<StripInstrumentsData, Record<string, never>> = gql`
  query PriceStripInstruments {
    instruments {
      symbol
      name
      pricePrecision
      lastQuote {
        ask
      }
    }
  }
`;

export interface TickersData {
  tickers: { symbol: string; ask: number };
}

export interface TickersVariables {
  symbols: string[];
}

export const TICKERS_SUBSCRIPTION: TypedDocumentNode<TickersData, TickersVariables> = gql`
  subscription PriceStripTickers($symbols: [String!]!) {
    tickers(symbols: $symbols) {
      symbol
      ask
    }
  }
`;
