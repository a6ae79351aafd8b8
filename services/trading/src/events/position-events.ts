import { eventContracts, type EventSubject, type TradeProfitShare } from '@mc/contracts';
import { newEvent, type EventEnvelope } from '@mc/platform';
import type { OptionRow, TradeRow } from '../db/positions.repository';

type TradingSubject = Extract<EventSubject, `trading.${'trade' | 'option' | 'hold'}.${string}`>;

/** Validated against the contract before it is appended: a broken event fails here, not in funds. */
function event(subject: TradingSubject, payload: unknown): EventEnvelope {
  return newEvent(subject, eventContracts[subject][1].parse(payload), 1);
}

export const holdIdOfTrade = (tradeId: string) => `trade:${tradeId}`;
export const holdIdOfOption = (optionId: string) => `option:${optionId}`;

export function tradeOpenedEvent(trade: TradeRow): EventEnvelope {
  return event('trading.trade.opened', {
    tradeId: trade.id,
    userId: trade.userId,
    symbol: trade.symbol,
    side: trade.side,
    assetCode: trade.currency,
    marginMinor: String(trade.marginMinor),
    leverage: trade.leverage,
    openTickId: String(trade.openTickId),
    openPrice: trade.openPrice,
    openedAt: trade.openedAt.toISOString(),
  });
}

/** Funds settles the margin's hold from it: the saga's last step for a trade. */
export function tradeClosedEvent(trade: TradeRow, profitShare?: TradeProfitShare): EventEnvelope {
  return event('trading.trade.closed', {
    tradeId: trade.id,
    userId: trade.userId,
    holdId: holdIdOfTrade(trade.id),
    assetCode: trade.currency,
    marginMinor: String(trade.marginMinor),
    profitMinor: String(trade.profitMinor),
    closedBy: trade.closedBy,
    closeTickId: String(trade.closeTickId),
    closePrice: trade.closePrice,
    closedAt: trade.closedAt?.toISOString(),
    ...(profitShare ? { profitShare } : {}),
  });
}

export function optionOpenedEvent(option: OptionRow): EventEnvelope {
  return event('trading.option.opened', {
    optionId: option.id,
    userId: option.userId,
    symbol: option.symbol,
    direction: option.direction,
    assetCode: option.currency,
    stakeMinor: String(option.stakeMinor),
    strike: option.strike,
    openTickId: String(option.openTickId),
    expiresAt: option.expiresAt.toISOString(),
  });
}

export function optionSettledEvent(option: OptionRow): EventEnvelope {
  return event('trading.option.settled', {
    optionId: option.id,
    userId: option.userId,
    holdId: holdIdOfOption(option.id),
    assetCode: option.currency,
    stakeMinor: String(option.stakeMinor),
    profitMinor: String(option.profitMinor),
    outcome: option.status,
    settleTickId: String(option.settleTickId),
    settlePrice: option.settlePrice,
    settledAt: option.settledAt?.toISOString(),
  });
}

export function holdAbandonedEvent(holdId: string, userId: string, at: Date): EventEnvelope {
  return event('trading.hold.abandoned', { holdId, userId, abandonedAt: at.toISOString() });
}
