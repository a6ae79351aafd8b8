import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazyPage';

/** The signed-in customer's trading screens at the specification's addresses (§2), behind the user guard. */
export const TRADING_ROUTES: RouteObject[] = [
  lazyRoute({ path: 'user/trading/forex.html' }, async () => (await import('./forex/ForexPage')).ForexPage, 'user'),
  lazyRoute(
    { path: 'user/trading/options.html' },
    async () => (await import('./options/OptionsPage')).OptionsPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/trading/trades.html' },
    async () => (await import('./trades/OpenTradesPage')).OpenTradesPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/trading/history.html' },
    async () => (await import('./trades/HistoryPage')).HistoryPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/trading/mytraders.html' },
    async () => (await import('./traders/MyTradersPage')).MyTradersPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/trading/traders.html' },
    async () => (await import('./traders/TradersPage')).TradersPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/trading/traders/:id' },
    async () => (await import('./traders/TraderDetailPage')).TraderDetailPage,
    'user',
  ),
  lazyRoute(
    { path: 'user/trading/trades/:id' },
    async () => (await import('./trades/TradeDetailPage')).TradeDetailPage,
    'user',
  ),
];
