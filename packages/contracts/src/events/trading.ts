import { z } from 'zod';
import { feedPrice, instrumentSymbol, isoDateTime, marketCode } from '../scalars';

/** Core-NATS live tick on `prices.tick.<SYMBOL>` (not stored, not redelivered). */
export const priceTick = z.object({
  symbol: instrumentSymbol,
  ask: feedPrice,
  bid: feedPrice,
  at: isoDateTime,
});
export type PriceTick = z.infer<typeof priceTick>;
export const priceTickSubject = (symbol: string) => `prices.tick.${symbol}`;
export const PRICE_TICK_WILDCARD = 'prices.tick.*';

/** Durable `trading.candle.closed`: a one-minute ask candle was completed and stored. */
export const candleClosedV1 = z.object({
  symbol: instrumentSymbol,
  market: marketCode,
  startedAt: isoDateTime,
  open: feedPrice,
  high: feedPrice,
  low: feedPrice,
  close: feedPrice,
});
export type CandleClosedV1 = z.infer<typeof candleClosedV1>;

const minorUnits = z.string().regex(/^-?\d{1,20}$/, 'an integer amount in minor units');
const positiveMinorUnits = z.string().regex(/^[1-9]\d{0,19}$/, 'a positive integer amount in minor units');
const assetCode = z.string().regex(/^[A-Z]{3,5}$/);
/** Funds's hold of a position's margin or stake: `trade:<uuid>` or `option:<uuid>`. */
export const tradingHoldId = z.string().regex(/^(trade|option):[0-9a-f-]{36}$/, 'trade:<uuid> or option:<uuid>');

/** Durable `trading.trade.opened`: a CFD trade opened at a recorded tick with its margin held by funds. */
export const tradeOpenedV1 = z.object({
  tradeId: z.uuid(),
  userId: z.uuid(),
  symbol: instrumentSymbol,
  side: z.enum(['BUY', 'SELL']),
  assetCode,
  marginMinor: positiveMinorUnits,
  leverage: z.number().int().positive(),
  openTickId: z.string().regex(/^\d+$/),
  openPrice: feedPrice,
  openedAt: isoDateTime,
});
export type TradeOpenedV1 = z.infer<typeof tradeOpenedV1>;

/**
 * A copier's mirror closed above their high-water mark: the trader's share of the net profit, in the
 * trade's currency, taken by funds in the same journal transaction as the settlement (to REVENUE).
 */
export const tradeProfitShare = z.object({
  amountMinor: positiveMinorUnits,
  traderId: z.uuid(),
  traderName: z.string().min(1).max(100),
  shareBps: z.number().int().min(1).max(5000),
});
export type TradeProfitShare = z.infer<typeof tradeProfitShare>;

/**
 * Durable `trading.trade.closed`: funds settles the hold `holdId` (consumer funds-trading-settlements):
 * the margin back to the customer plus `profitMinor` from platform EXPENSE, or less the loss to platform
 * REVENUE. `profitMinor` is never below −`marginMinor` (negative balance protection). A mirror of a
 * copied trader may carry `profitShare` (an additive, optional field): funds moves it from the customer
 * to REVENUE in the same journal transaction; it never exceeds `profitMinor`.
 */
export const tradeClosedV1 = z.object({
  tradeId: z.uuid(),
  userId: z.uuid(),
  holdId: tradingHoldId,
  assetCode,
  marginMinor: positiveMinorUnits,
  profitMinor: minorUnits,
  closedBy: z.enum(['CUSTOMER', 'TAKE_PROFIT', 'STOP_LOSS', 'CLOSE_OUT', 'ADMIN']),
  closeTickId: z.string().regex(/^\d+$/),
  closePrice: feedPrice,
  closedAt: isoDateTime,
  profitShare: tradeProfitShare.optional(),
});
export type TradeClosedV1 = z.infer<typeof tradeClosedV1>;

/** Durable `trading.option.opened`: an option's stake is held and its strike is a recorded ask. */
export const optionOpenedV1 = z.object({
  optionId: z.uuid(),
  userId: z.uuid(),
  symbol: instrumentSymbol,
  direction: z.enum(['HIGHER', 'LOWER', 'CALL', 'PUT']),
  assetCode,
  stakeMinor: positiveMinorUnits,
  strike: feedPrice,
  openTickId: z.string().regex(/^\d+$/),
  expiresAt: isoDateTime,
});
export type OptionOpenedV1 = z.infer<typeof optionOpenedV1>;

/**
 * Durable `trading.option.settled`: funds settles the stake's hold: WON pays `profitMinor` (stake ×
 * payout ratio) from EXPENSE, LOST moves the stake to REVENUE (`profitMinor` = −stake), TIED returns it (0).
 */
export const optionSettledV1 = z.object({
  optionId: z.uuid(),
  userId: z.uuid(),
  holdId: tradingHoldId,
  assetCode,
  stakeMinor: positiveMinorUnits,
  profitMinor: minorUnits,
  outcome: z.enum(['WON', 'LOST', 'TIED']),
  settleTickId: z.string().regex(/^\d+$/),
  settlePrice: feedPrice,
  settledAt: isoDateTime,
});
export type OptionSettledV1 = z.infer<typeof optionSettledV1>;

/**
 * Durable `trading.hold.abandoned`: trading asked funds for a hold but never opened the position
 * (a crash, a timeout); funds voids the hold, or refuses it for good if it has not arrived yet.
 */
export const holdAbandonedV1 = z.object({
  holdId: tradingHoldId,
  userId: z.uuid(),
  abandonedAt: isoDateTime,
});
export type HoldAbandonedV1 = z.infer<typeof holdAbandonedV1>;

/** Core-NATS live message on `live.trade.<userId>`: one of the customer's positions changed. */
export const liveTrade = z.object({
  at: isoDateTime,
  kind: z.enum(['TRADE', 'OPTION']),
  id: z.uuid(),
  /** SKIPPED: a copied trader's trade (`id`) could not be mirrored for this customer; `reason` says why. */
  status: z.enum(['OPEN', 'CLOSED', 'VOIDED', 'WON', 'LOST', 'TIED', 'SKIPPED']),
  reason: z.string().min(1).max(40).optional(),
});
export type LiveTrade = z.infer<typeof liveTrade>;
export const liveTradeSubject = (userId: string) => `live.trade.${userId}`;

/**
 * Durable `trading.trade.voided`: an operator voided a trade for `reason` (DESIGN.md §2). Funds releases
 * the margin's hold of a trade voided while OPEN (`profitMinor` null), or reverses the result a CLOSED
 * trade's settlement posted (`profitMinor`), with a compensating journal entry carrying the reason.
 */
export const tradeVoidedV1 = z.object({
  tradeId: z.uuid(),
  userId: z.uuid(),
  holdId: tradingHoldId,
  assetCode,
  marginMinor: positiveMinorUnits,
  previousStatus: z.enum(['OPEN', 'CLOSED']),
  profitMinor: minorUnits.nullable(),
  reason: z.string().min(3).max(300),
  voidedAt: isoDateTime,
});
export type TradeVoidedV1 = z.infer<typeof tradeVoidedV1>;

/**
 * Core-NATS live message on `live.profit.<userId>`: the profit each of the customer's open trades
 * would make if closed at the latest tick, computed by trading with its closing formulas (never by
 * a client). At most one a second per customer, and only when a tick moved one of them.
 */
export const liveTradeProfits = z.object({
  at: isoDateTime,
  trades: z
    .array(
      z.object({
        tradeId: z.uuid(),
        symbol: instrumentSymbol,
        /** The closing price: the bid for a BUY, the ask for a SELL. */
        price: feedPrice,
        /** Time of the feed tick the price comes from. */
        tickAt: isoDateTime,
        /** A decimal string with the trading currency's two decimals; negative for a loss. */
        profit: z.string().regex(/^-?\d{1,18}\.\d{2}$/, 'a decimal amount with two decimals'),
        currency: assetCode,
      }),
    )
    .max(1_000),
});
export type LiveTradeProfits = z.infer<typeof liveTradeProfits>;
export const liveTradeProfitsSubject = (userId: string) => `live.profit.${userId}`;
