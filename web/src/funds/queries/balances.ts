import { graphql } from '../../graphql/generated';
import type { LiveBalancesSubscription, MyBalancesQuery } from '../../graphql/generated/graphql';

/** Every amount of money the client reads; documents spread it by name. */
export const MONEY_FIELDS = graphql(`
  fragment MoneyFields on Money {
    assetCode
    amount
    amountMinor
  }
`);

/** What the balances card, the withdrawal form and the statement page show of the customer's money. */
export const BALANCES_QUERY = graphql(`
  query MyBalances {
    me {
      id
      currency
      balances {
        trading {
          ...MoneyFields
        }
        tradingHeld {
          ...MoneyFields
        }
        tradingHeldByPurpose {
          purpose
          amount {
            ...MoneyFields
          }
        }
        mining {
          ...MoneyFields
        }
      }
    }
  }
`);

/** Trading money (available and held) and the BTC, ETH, BNB and USDT mining balances, in that order. */
export type Balances = NonNullable<NonNullable<MyBalancesQuery['me']>['balances']>;

/** Every balance of the signed-in customer after each ledger change; the socket's session decides whose. */
export const LIVE_BALANCES_SUBSCRIPTION = graphql(`
  subscription LiveBalances {
    myBalances {
      at
      balances {
        assetCode
        available
        held
      }
    }
  }
`);

/** One asset's balances after a change, as decimal strings in the asset's units. */
export type LiveBalance = LiveBalancesSubscription['myBalances']['balances'][number];
