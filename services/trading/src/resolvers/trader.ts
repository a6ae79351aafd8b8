import { tradingError } from '../errors';
import type { CopiedTraderResolvers, EquityPointResolvers, TraderResolvers } from '../generated/resolvers';
import type { TradingContext } from '../context';
import { traderPhotoUrl } from '../traders/trader-photo.service';
import { usd } from '../traders/trader-rules';

/** What only admins see of a trader: its contact, stated equity and retirement. */
function requireAdmin({ viewer }: TradingContext, field: string): void {
  if (viewer.kind !== 'admin') throw tradingError('ADMIN_ROLE_REQUIRED', `Only an admin sees a trader's ${field}`);
}

export const Trader: TraderResolvers = {
  profitSharePercent: (trader) => trader.profitShareBps / 100,
  minAllocation: (trader) => usd(trader.minAllocationMinor),
  maxAllocation: (trader) => usd(trader.maxAllocationMinor),
  email: (trader, _args, context) => {
    requireAdmin(context, 'email');
    return trader.email;
  },
  equity: (trader, _args, context) => {
    requireAdmin(context, 'equity');
    return usd(trader.equityMinor);
  },
  openMargin: async (trader, _args, context) => {
    requireAdmin(context, 'open margin');
    return usd(await context.copying.openMarginMinor(trader.id));
  },
  retiredAt: (trader, _args, context) => {
    requireAdmin(context, 'retirement');
    return trader.retiredAt;
  },
  equityCurve: (trader, _args, { copying }) => copying.equityCurve(trader),
  recentTrades: (trader, { limit }, { copying }) => copying.recentTrades(trader.id, limit),
  photoUrl: (trader) => (trader.photoId ? traderPhotoUrl(trader.photoId) : null),
};

export const EquityPoint: EquityPointResolvers = {
  equity: (point) => ({ assetCode: 'USD', amount: usd(point.equityMinor), amountMinor: String(point.equityMinor) }),
};

export const CopiedTrader: CopiedTraderResolvers = {
  // A stopped copy still names its trader, retired or not.
  trader: (copy, _args, { traders }) => traders.traderView(copy.traderId),
  allocation: (copy) => usd(copy.allocationMinor),
};
