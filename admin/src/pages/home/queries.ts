import { gql, type TypedDocumentNode } from '@apollo/client';

type NoVariables = Record<string, never>;

export const MARKETS = ['CRYPTO', 'CURRENCIES', 'STOCKS'] as const;
export type Market = (typeof MARKETS)[number];

export const COINS = ['BTC', 'ETH', 'USDT', 'BNB'] as const;
export type Coin = (typeof COINS)[number];

export interface OverviewInstrument {
  symbol: string;
  market: Market;
  pricePrecision: number;
  lastQuote: { ask: number; at: string } | null;
}

export const OVERVIEW_INSTRUMENTS_QUERY: TypedDocumentNode<{ instruments: OverviewInstrument[] }, NoVariables> = gql`
  query AdminOverviewInstruments {
    instruments {
      symbol
      market
      pricePrecision
      lastQuote {
        ask
        at
      }
    }
  }
`;

export const OVERVIEW_PLANS_QUERY: TypedDocumentNode<{ plans: { id: string; coin: Coin }[] }, NoVariables> = gql`
  query AdminOverviewPlans {
    plans {
      id
      coin
    }
  }
`;

export const OVERVIEW_LANGUAGES_QUERY: TypedDocumentNode<{ languages: { code: string; name: string }[] }, NoVariables> =
  gql`
    query AdminOverviewLanguages {
      languages {
        code
        name
      }
    }
  `;

/** How many items fall under each key (zero for keys with no item). */
export function countBy<Key extends string, Item>(
  keys: readonly Key[],
  items: readonly Item[],
  keyOf: (item: Item) => Key,
): Record<Key, number> {
  const counts = Object.fromEntries(keys.map((key) => [key, 0])) as Record<Key, number>;
  for (const item of items) {
    const key = keyOf(item);
    if (key in counts) counts[key] += 1;
  }
  return counts;
}
