import { WEB_APP_ROUTES } from '@mc/contracts/src/client-routes';
import type { RouteObject } from 'react-router';
import { lazyRoute } from '../app/lazyPage';

/** The signed-in customer's trading screens at the specification's addresses (§2), behind the user guard. */
export const TRADING_ROUTES: RouteObject[] = [
  lazyRoute({ path: WEB_APP_ROUTES.forex }, async () => (await import('./forex/ForexPage')).ForexPage, 'user'),
  lazyRoute({ path: WEB_APP_ROUTES.options }, async () => (await import('./options/OptionsPage')).OptionsPage, 'user'),
  lazyRoute(
    { path: WEB_APP_ROUTES.openTrades },
    async () => (await import('./trades/OpenTradesPage')).OpenTradesPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.tradeHistory },
    async () => (await import('./trades/HistoryPage')).HistoryPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.myTraders },
    async () => (await import('./traders/MyTradersPage')).MyTradersPage,
    'user',
  ),
  lazyRoute({ path: WEB_APP_ROUTES.traders }, async () => (await import('./traders/TradersPage')).TradersPage, 'user'),
  lazyRoute(
    { path: WEB_APP_ROUTES.trader },
    async () => (await import('./traders/TraderDetailPage')).TraderDetailPage,
    'user',
  ),
  lazyRoute(
    { path: WEB_APP_ROUTES.trade },
    async () => (await import('./trades/TradeDetailPage')).TradeDetailPage,
    'user',
  ),
];
