import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Money } from '../money';

export const MONEY_FIELDS = gql`
  fragment MoneyFields on Money {
    assetCode
    amount
    amountMinor
  }
`;

export interface Balances {
  /** Available trading money, in the trading currency. */
  trading: Money;
  /** Trading money held for pending withdrawals and open positions. */
  tradingHeld: Money;
  /** BTC, ETH, BNB and USDT mining balances, in that order. */
  mining: Money[];
}

export interface BalancesData {
  me: { id: string; currency: string; balances: Balances } | null;
}

/** What the balances card, the withdrawal form and the statement page show of the customer's money. */
export const BALANCES_QUERY: TypedDocumentNode<BalancesData, Record<string, never>> = gql`
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
        mining {
          ...MoneyFields
        }
      }
    }
  }
  ${MONEY_FIELDS}
`;

/** One asset's balances after a change, as decimal strings in the asset's units. */
export interface LiveBalance {
  assetCode: string;
  available: string;
  held: string;
}

export interface LiveBalancesData {
  myBalances: { at: string; balances: LiveBalance[] };
}

/** Every balance of the signed-in customer after each ledger change; the socket's session decides whose. */
export const LIVE_BALANCES_SUBSCRIPTION: TypedDocumentNode<LiveBalancesData, Record<string, never>> = gql`
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
`;
