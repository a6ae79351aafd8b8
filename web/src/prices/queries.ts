import { graphql } from '../graphql/generated';
import type { PriceStripInstrumentsQuery } from '../graphql/generated/graphql';

/** Names, precisions and last prices that the strip shows until the first live tick. */
export const STRIP_INSTRUMENTS_QUERY = graphql(`
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
`);

export type StripInstrument = PriceStripInstrumentsQuery['instruments'][number];

export const TICKERS_SUBSCRIPTION = graphql(`
  subscription PriceStripTickers($symbols: [String!]!) {
    tickers(symbols: $symbols) {
      symbol
      ask
    }
  }
`);
