/** The trading part of the legacy API (specification 000 §3, 001 §5): trades, options and traders by spec names. */
import { graphql } from '../generated';
import type {
  LegacyOptionFragment,
  LegacyTradeFragment,
  LegacyTraderFragment,
  LegacyTradingOfUserFragment,
  Market,
} from '../generated/graphql';
import { legacyMonthAndDay } from '../legacy-dates';
import { legacyEmbeddedPage } from '../legacy-paging';

export const LEGACY_TRADE = graphql(`
  fragment LegacyTrade on Trade {
    id
    userId
    symbol
    instrument {
      market
    }
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
    takeProfit
    stopLoss
    closeOutPrice
    closing {
      price
      at
    }
    closedBy
    profit
    traderId
    trader {
      name
    }
  }
`);

export const LEGACY_OPTION = graphql(`
  fragment LegacyOption on TradingOption {
    id
    userId
    symbol
    direction
    status
    currency
    stake
    payoutPercent
    strike {
      price
      at
    }
    expiresAt
    settlement {
      price
      at
    }
    profit
  }
`);

export const LEGACY_TRADER = graphql(`
  fragment LegacyTrader on Trader {
    id
    name
    description
    profitSharePercent
    minAllocation
    maxAllocation
    copiers
    photoUrl
    statistics {
      winRate
      numberOfTrades
      return
      statisticsUnavailableReason
    }
  }
`);

/** What only admins read of a trader (trading refuses these fields to customers). */
export const LEGACY_ADMIN_TRADER = graphql(`
  fragment LegacyAdminTrader on Trader {
    ...LegacyTrader
    email
    equity
    retiredAt
  }
`);

/** The customer object's trading lists; the paged ones turn with the operation's `$page`, like the others. */
export const LEGACY_TRADING_OF_USER = graphql(`
  fragment LegacyTradingOfUser on User {
    trades(page: $page, pageSize: 20) {
      total
      page
      pageSize
      items {
        ...LegacyTrade
      }
    }
    options(page: $page, pageSize: 20) {
      total
      page
      pageSize
      items {
        ...LegacyOption
      }
    }
    openTrades {
      ...LegacyTrade
    }
    copiedTraders {
      allocation
      startedAt
      trader {
        ...LegacyTrader
      }
    }
  }
`);

/** The market select's names (specification 000 §2: Crypto, Currencies, Stocks). */
export const LEGACY_MARKET_NAMES: Record<Market, string> = {
  CRYPTO: 'Crypto',
  CURRENCIES: 'Currencies',
  STOCKS: 'Stocks',
};

const numberOrNull = (value: string | null | undefined) => (value == null ? null : Number(value));

/** When the position opened, as the legacy fields have it; the date is the recorded tick's, never edited. */
function openedAt(at: string) {
  return { timestamp: at, ...legacyMonthAndDay(at) };
}

/**
 * A CFD trade: `amount` is the margin, `lot_size` the units, prices from recorded ticks. `trader_id` and
 * `trader_name` name the trader of a copier's mirror (or of a desk's model trade); null for the customer's own.
 */
export function toLegacyTrade(trade: LegacyTradeFragment) {
  return {
    id: trade.id,
    user_id: trade.userId,
    trader_id: trade.traderId ?? null,
    trader_name: trade.trader?.name ?? null,
    type: trade.side,
    market: trade.instrument ? LEGACY_MARKET_NAMES[trade.instrument.market] : null,
    symbol: trade.symbol,
    amount: Number(trade.margin),
    currency: trade.currency,
    leverage: trade.leverage,
    lot_size: Number(trade.units),
    opening_price: trade.opening.price,
    closing_price: trade.closing?.price ?? null,
    profit: numberOrNull(trade.profit),
    take_profit: trade.takeProfit ?? null,
    stop_loss: trade.stopLoss ?? null,
    close_out_price: trade.closeOutPrice,
    status: trade.status,
    closed_by: trade.closedBy ?? null,
    closed_at: trade.closing?.at ?? null,
    time: null,
    ...openedAt(trade.opening.at),
  };
}

/** An option: `type` is its direction, `amount` the stake, `time` its duration in minutes, strike and settlement ticks. */
export function toLegacyOption(option: LegacyOptionFragment) {
  const durationMs = new Date(option.expiresAt).getTime() - new Date(option.strike.at).getTime();
  return {
    id: option.id,
    user_id: option.userId,
    trader_id: null,
    trader_name: null,
    type: option.direction,
    symbol: option.symbol,
    amount: Number(option.stake),
    currency: option.currency,
    payout_percent: option.payoutPercent,
    opening_price: option.strike.price,
    closing_price: option.settlement?.price ?? null,
    profit: numberOrNull(option.profit),
    status: option.status,
    expires_at: option.expiresAt,
    closed_at: option.settlement?.at ?? null,
    time: Math.round(durationMs / 60_000),
    ...openedAt(option.strike.at),
  };
}

/**
 * A trader with the spec's names. `win_rate` is computed from the trader's closed trades (null with the
 * reason while there are none); no one types it.
 */
export function toLegacyTrader(
  trader: LegacyTraderFragment & { email?: string; equity?: string; retiredAt?: string | null },
) {
  return {
    id: trader.id,
    name: trader.name,
    ...(trader.email === undefined ? {} : { email: trader.email }),
    photo: trader.photoUrl ?? null,
    win_rate: trader.statistics.winRate ?? null,
    win_rate_computed: true,
    number_of_trades: trader.statistics.numberOfTrades ?? null,
    return: trader.statistics.return ?? null,
    statistics_unavailable_reason: trader.statistics.statisticsUnavailableReason ?? null,
    profit_share: trader.profitSharePercent,
    description: trader.description,
    min_allocation: Number(trader.minAllocation),
    max_allocation: Number(trader.maxAllocation),
    copiers: trader.copiers,
    ...(trader.equity === undefined ? {} : { equity: Number(trader.equity) }),
    ...(trader.retiredAt === undefined ? {} : { retired_at: trader.retiredAt ?? null }),
  };
}

/**
 * The trading fields of the customer object: paged `trades` (CFD) and `options` (HIGHER/LOWER/CALL/PUT),
 * `open_trades`, and `traders` (those copied now, with their allocation).
 */
export function toLegacyTrading(user: LegacyTradingOfUserFragment, pageUrl: (page: number) => string) {
  const { trades, options, openTrades, copiedTraders } = user;
  // Null when trading did not answer them (issue 26: it is away).
  if (!trades || !options || !openTrades || !copiedTraders) return null;
  return {
    trades: legacyEmbeddedPage(trades, toLegacyTrade, pageUrl),
    options: legacyEmbeddedPage(options, toLegacyOption, pageUrl),
    open_trades: openTrades.map(toLegacyTrade),
    traders: copiedTraders.map((copy) => ({
      ...toLegacyTrader(copy.trader),
      allocation: Number(copy.allocation),
      copied_at: copy.startedAt,
    })),
  };
}
