import { graphql } from '../../graphql/generated';
import type { AdminOverviewInstrumentsQuery, Coin, Market } from '../../graphql/generated/graphql';

export const MARKETS = ['CRYPTO', 'CURRENCIES', 'STOCKS'] as const satisfies readonly Market[];

export const COINS = ['BTC', 'ETH', 'USDT', 'BNB'] as const satisfies readonly Coin[];

export type OverviewInstrument = AdminOverviewInstrumentsQuery['instruments'][number];

export const OVERVIEW_INSTRUMENTS_QUERY = graphql(`
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
`);

export const OVERVIEW_PLANS_QUERY = graphql(`
  query AdminOverviewPlans {
    plans {
      id
      coin
    }
  }
`);

export const OVERVIEW_LANGUAGES_QUERY = graphql(`
  query AdminOverviewLanguages {
    languages {
      code
      name
    }
  }
`);

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
