import { mayReadMirrorSkips } from '../access';
import type {
  MirrorSkipResolvers,
  TradeClosePreviewResolvers,
  TradeResolvers,
  TradingOptionResolvers,
} from '../generated/resolvers';
import { formatScaled } from '../positions/figures';

/** Trading currencies (USD, EUR, GBP) keep two decimals, as the ledger does. */
const money = (minor: bigint | null) => (minor === null ? null : formatScaled(minor, 2));
const recorded = (tickId: bigint | null, price: number | null, at: Date | null) =>
  tickId === null || price === null || at === null ? null : { tickId: String(tickId), price, at };

export const Trade: TradeResolvers = {
  instrument: (trade, _args, { trading }) => trading.instrument(trade.symbol),
  margin: (trade) => money(trade.marginMinor)!,
  opening: (trade) => recorded(trade.openTickId, trade.openPrice, trade.openedAt)!,
  closing: (trade) => recorded(trade.closeTickId, trade.closePrice, trade.closedAt),
  profit: (trade) => money(trade.profitMinor),
  trader: (trade, _args, { traders }) => (trade.traderId ? traders.traderView(trade.traderId) : null),
  mirrorSkips: (trade, _args, { viewer, copying }) =>
    mayReadMirrorSkips(viewer) && trade.traderId !== null && trade.copiedFrom === null
      ? copying.mirrorSkips(trade.id)
      : [],
  mirrorCount: (trade, _args, { copying }) =>
    trade.traderId !== null && trade.copiedFrom === null ? copying.mirrorCount(trade.id) : 0,
  profitShare: async (trade, _args, { copying }) => money(await copying.profitShareMinor(trade)),
};

export const TradeClosePreview: TradeClosePreviewResolvers = {
  tickId: (preview) => String(preview.tickId),
  profit: (preview) => money(preview.profitMinor)!,
};

/** The skipped copier as a federated customer reference: identity resolves who it is. */
export const MirrorSkip: MirrorSkipResolvers = {
  user: (skip) => ({ id: skip.userId }),
};

export const TradingOption: TradingOptionResolvers = {
  stake: (option) => money(option.stakeMinor)!,
  payoutPercent: (option) => option.payoutBps / 100,
  strike: (option) => recorded(option.openTickId, option.strike, option.openedAt)!,
  settlement: (option) => recorded(option.settleTickId, option.settlePrice, option.settledAt),
  profit: (option) => money(option.profitMinor),
};
