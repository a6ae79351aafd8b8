import { graphql } from '../../graphql/generated';
import type { AdminOptionFieldsFragment, AdminTradeFieldsFragment } from '../../graphql/generated/graphql';

/** A customer's CFD trade as the admin trades list shows it: every figure from recorded feed ticks. */
export type AdminTrade = AdminTradeFieldsFragment;

export const TRADE_FIELDS = graphql(`
  fragment AdminTradeFields on Trade {
    id
    userId
    symbol
    side
    status
    currency
    margin
    leverage
    units
    opening {
      price
      at
    }
    closing {
      price
      at
    }
    closedBy
    profit
    trader {
      id
      name
    }
    voidedAt
    voidReason
  }
`);

/** A customer's option: stake, strike and settlement from recorded ticks, settled by the server. */
export type AdminOption = AdminOptionFieldsFragment;

export const OPTION_FIELDS = graphql(`
  fragment AdminOptionFields on TradingOption {
    id
    symbol
    direction
    status
    currency
    stake
    strike {
      price
      at
    }
    expiresAt
    settlement {
      price
    }
    profit
  }
`);

/** A page of the customer's options, newest first. */
export const CUSTOMER_OPTIONS_QUERY = graphql(`
  query AdminCustomerOptions($id: ID!, $page: Int!, $pageSize: Int!) {
    customer(id: $id) {
      id
      options(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...AdminOptionFields
        }
      }
    }
  }
`);

/** The customer's trading balance and a page of their trades, newest first. */
export const CUSTOMER_TRADES_QUERY = graphql(`
  query AdminCustomerTrades($id: ID!, $page: Int!, $pageSize: Int!) {
    customer(id: $id) {
      id
      balances {
        trading {
          ...MoneyFields
        }
      }
      copiedTraders {
        allocation
        trader {
          id
          name
        }
      }
      trades(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...AdminTradeFields
        }
      }
    }
  }
`);

export const TRADE_QUERY = graphql(`
  query AdminTradeById($id: ID!) {
    trade(id: $id) {
      ...AdminTradeFields
    }
  }
`);

/** What closing the trade now would realise, at the latest recorded tick (shown before the admin confirms). */
export const TRADE_CLOSE_PREVIEW_QUERY = graphql(`
  query AdminTradeClosePreview($id: ID!) {
    tradeClosePreview(id: $id) {
      tradeId
      currency
      tickId
      price
      at
      profit
    }
  }
`);

export const ADMIN_CLOSE_TRADE_MUTATION = graphql(`
  mutation AdminCloseTrade($id: ID!, $reason: String!) {
    adminCloseTrade(id: $id, reason: $reason) {
      ...AdminTradeFields
    }
  }
`);

export const VOID_TRADE_MUTATION = graphql(`
  mutation AdminVoidTrade($id: ID!, $reason: String!) {
    voidTrade(id: $id, reason: $reason) {
      ...AdminTradeFields
    }
  }
`);
