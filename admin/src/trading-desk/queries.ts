import { graphql } from '../graphql/generated';
import type { DeskTraderQuery, DeskTradersQuery } from '../graphql/generated/graphql';

/** The traders the desk may trade for: the list already leaves retired ones out. */
export const DESK_TRADERS_QUERY = graphql(`
  query DeskTraders {
    traders {
      id
      name
    }
  }
`);

/** How many model trades the page lists (the graph's maximum); open ones first, then the newest closed. */
export const DESK_TRADES_LIMIT = 100;

export const DESK_TRADER_QUERY = graphql(`
  query DeskTrader($id: ID!, $limit: Int!) {
    trader(id: $id) {
      id
      name
      equity
      openMargin
      copiers
      retiredAt
      statistics {
        assetsCopying
      }
      recentTrades(limit: $limit) {
        ...DeskTradeFields
      }
    }
  }
`);

export const DESK_TRADE_FIELDS = graphql(`
  fragment DeskTradeFields on Trade {
    id
    symbol
    side
    status
    margin
    leverage
    units
    takeProfit
    stopLoss
    opening {
      tickId
      price
      at
    }
    closing {
      tickId
      price
      at
    }
    closedBy
    profit
    mirrorCount
    mirrorSkips {
      userId
      reason
      detail
      at
      user {
        id
        email
      }
    }
  }
`);

export const DESK_INSTRUMENTS_QUERY = graphql(`
  query DeskInstruments {
    instruments {
      symbol
      name
      market
      pricePrecision
      lastQuote {
        ask
        bid
        at
      }
    }
  }
`);

/** The live prices the customer site's strip uses: one symbol here. */
export const DESK_TICKER_SUBSCRIPTION = graphql(`
  subscription DeskTicker($symbols: [String!]!) {
    tickers(symbols: $symbols) {
      symbol
      ask
      bid
      at
    }
  }
`);

export const OPEN_TRADER_TRADE_MUTATION = graphql(`
  mutation DeskOpenTraderTrade($input: OpenTraderTradeInput!) {
    openTraderTrade(input: $input) {
      ...DeskTradeFields
    }
  }
`);

export const CLOSE_TRADER_TRADE_MUTATION = graphql(`
  mutation DeskCloseTraderTrade($id: ID!) {
    closeTraderTrade(id: $id) {
      ...DeskTradeFields
    }
  }
`);

export type DeskTraderListItem = DeskTradersQuery['traders'][number];
export type DeskTrader = DeskTraderQuery['trader'];
export type DeskInstrument = { symbol: string; name: string; market: string; pricePrecision: number };
