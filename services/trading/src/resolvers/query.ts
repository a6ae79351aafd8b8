import { pageRequest } from '@mc/platform';
import { requireAdmin, requireCustomer } from '../access';
import type { QueryResolvers } from '../generated/resolvers';

export const Query: QueryResolvers = {
  instruments: (_parent, { market }, { trading }) => trading.instruments(market ?? undefined),
  quote: (_parent, { symbol }, { trading }) => trading.quote(symbol),
  candles: (_parent, { symbol, from, to, timeframe }, { trading }) =>
    trading.candles(symbol, from, to, timeframe ?? undefined),
  trade: (_parent, { id }, { viewer, trades }) => trades.visibleTrade(viewer, id),
  tradingOption: (_parent, { id }, { viewer, options }) => options.visibleOption(viewer, id),
  traders: (_parent, _args, { traders }) => traders.activeTraders(),
  trader: (_parent, { id }, { viewer, traders }) => traders.visibleTrader(viewer, id),
  tradingEligibility: (_parent, _args, { viewer, jurisdiction }) => jurisdiction.eligibility(requireCustomer(viewer)),
  riskWarning: (_parent, _args, { riskWarning }) => riskWarning.current(),
  tradeClosePreview: (_parent, { id }, { viewer, tradeAdmin }) => tradeAdmin.preview(viewer, id),
  tradingAuditLog: (_parent, { page, pageSize, search }, { viewer, auditLog }) => {
    requireAdmin(viewer);
    return auditLog.page(pageRequest(page, pageSize, 50), search);
  },
};
