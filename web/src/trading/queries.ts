import { graphql } from '../graphql/generated';
import type {
  MyTradesSubscription,
  TradeFieldsFragment,
  TraderFieldsFragment,
  TradingInstrumentsQuery,
  TradingOptionFieldsFragment,
  TraderDetailQuery,
} from '../graphql/generated/graphql';

export type TradeFields = TradeFieldsFragment;
export type OptionFields = TradingOptionFieldsFragment;
export type TraderFields = TraderFieldsFragment;
export type TradingInstrument = TradingInstrumentsQuery['instruments'][number];
export type EquityPoint = TraderDetailQuery['trader']['equityCurve'][number];
export type LiveTradesPush = MyTradesSubscription['myTrades'];
export type LiveProfit = NonNullable<LiveTradesPush['profits']>[number];

graphql(`
  fragment RecordedPriceFields on RecordedPrice {
    tickId
    price
    at
  }
`);

graphql(`
  fragment TradeFields on Trade {
    id
    symbol
    side
    status
    currency
    margin
    leverage
    units
    opening {
      ...RecordedPriceFields
    }
    takeProfit
    stopLoss
    closeOutPrice
    closing {
      ...RecordedPriceFields
    }
    closedBy
    profit
    instrument {
      symbol
      name
      pricePrecision
    }
  }
`);

graphql(`
  fragment TradingOptionFields on TradingOption {
    id
    symbol
    direction
    status
    currency
    stake
    payoutPercent
    strike {
      ...RecordedPriceFields
    }
    expiresAt
    settlement {
      ...RecordedPriceFields
    }
    profit
  }
`);

graphql(`
  fragment TraderFields on Trader {
    id
    name
    description
    profitSharePercent
    minAllocation
    maxAllocation
    copiers
    statistics {
      winRate
      numberOfTrades
      return
      maxDrawdown
      assetsCopying
      statisticsUnavailable
    }
  }
`);

export const TRADING_INSTRUMENTS_QUERY = graphql(`
  query TradingInstruments {
    instruments {
      symbol
      name
      market
      pricePrecision
      leverage {
        min
        max
      }
      lastQuote {
        ask
        bid
        at
      }
    }
  }
`);

export const CANDLES_QUERY = graphql(`
  query TradingCandles($symbol: String!, $from: DateTime!, $to: DateTime!, $timeframe: Timeframe!) {
    candles(symbol: $symbol, from: $from, to: $to, timeframe: $timeframe) {
      startedAt
      open
      high
      low
      close
    }
  }
`);

export const LIVE_QUOTE_SUBSCRIPTION = graphql(`
  subscription TradingTicker($symbols: [String!]!) {
    tickers(symbols: $symbols) {
      symbol
      ask
      bid
      at
    }
  }
`);

export const MY_TRADES_SUBSCRIPTION = graphql(`
  subscription MyTrades {
    myTrades {
      at
      change {
        kind
        id
        event
        status
        reason
        at
      }
      profits {
        tradeId
        symbol
        price
        tickAt
        profit
        currency
      }
    }
  }
`);

export const OPEN_TRADE_MUTATION = graphql(`
  mutation OpenTrade($input: OpenTradeInput!) {
    openTrade(input: $input) {
      ...TradeFields
    }
  }
`);

export const CLOSE_TRADE_MUTATION = graphql(`
  mutation CloseTrade($id: ID!) {
    closeTrade(id: $id) {
      ...TradeFields
    }
  }
`);

export const OPEN_OPTION_MUTATION = graphql(`
  mutation OpenOption($input: OpenOptionInput!) {
    openOption(input: $input) {
      ...TradingOptionFields
    }
  }
`);

export const OPTION_QUERY = graphql(`
  query TradingOption($id: ID!) {
    tradingOption(id: $id) {
      ...TradingOptionFields
    }
  }
`);

export const OPEN_TRADES_QUERY = graphql(`
  query MyOpenTrades {
    me {
      id
      openTrades {
        ...TradeFields
      }
    }
  }
`);

export const TRADE_HISTORY_QUERY = graphql(`
  query MyTradeHistory($page: Int!, $pageSize: Int!) {
    me {
      id
      trades(status: CLOSED, page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...TradeFields
        }
      }
    }
  }
`);

export const OPTION_HISTORY_QUERY = graphql(`
  query MyOptionHistory($page: Int!, $pageSize: Int!) {
    me {
      id
      options(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...TradingOptionFields
        }
      }
    }
  }
`);

export const TRADE_QUERY = graphql(`
  query TradeDetail($id: ID!) {
    trade(id: $id) {
      ...TradeFields
      openRate
      closeRate
    }
  }
`);

export const TRADERS_QUERY = graphql(`
  query TradersList {
    traders {
      ...TraderFields
    }
    me {
      id
      copiedTraders {
        id
        allocation
        startedAt
        trader {
          id
        }
      }
    }
  }
`);

export const MY_TRADERS_QUERY = graphql(`
  query MyCopiedTraders {
    me {
      id
      copiedTraders {
        id
        allocation
        startedAt
        trader {
          ...TraderFields
        }
      }
    }
  }
`);

export const TRADER_QUERY = graphql(`
  query TraderDetail($id: ID!) {
    trader(id: $id) {
      ...TraderFields
      equityCurve {
        at
        equity {
          amount
          assetCode
        }
      }
      recentTrades(limit: 10) {
        ...TradeFields
      }
    }
    me {
      id
      copiedTraders {
        id
        allocation
        trader {
          id
        }
      }
    }
  }
`);

export const COPY_TRADER_MUTATION = graphql(`
  mutation CopyTrader($traderId: ID!, $allocation: String!, $requestId: ID!) {
    copyTrader(traderId: $traderId, allocation: $allocation, requestId: $requestId) {
      id
      allocation
      startedAt
    }
  }
`);

export const STOP_COPYING_MUTATION = graphql(`
  mutation StopCopying($traderId: ID!) {
    stopCopying(traderId: $traderId) {
      id
      stoppedAt
    }
  }
`);

export const RISK_WARNING_QUERY = graphql(`
  query TradingRiskWarning {
    riskWarning {
      losingAccountsPercent
      accountsCounted
      periodMonths
    }
  }
`);

export const TRADING_ELIGIBILITY_QUERY = graphql(`
  query TradingEligibility {
    tradingEligibility {
      country
      tradingAllowed
      optionsAllowed
      reason
    }
  }
`);

/**
 * The customer's latest options, running and settled: the options page lists them from the graph, so a
 * reload keeps each running option's countdown and each settled one's result.
 */
export const RECENT_OPTIONS_QUERY = graphql(`
  query MyRecentOptions {
    me {
      id
      options(pageSize: 10) {
        items {
          ...TradingOptionFields
        }
      }
    }
  }
`);
