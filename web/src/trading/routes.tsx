import { lazy, Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteObject } from 'react-router';
import { RouteGuard } from '../session/RouteGuard';
import { LoadingState } from '../ui/LoadingState';

function PageLoading() {
  const { t } = useTranslation();
  return <LoadingState label={t('trading.loading')} />;
}

/** A trading page loaded when first visited: the home page ships none of the trading code. */
function onDemand(load: () => Promise<ComponentType>) {
  const Page = lazy(async () => ({ default: await load() }));
  return (
    <RouteGuard rule="user">
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </RouteGuard>
  );
}

/** The signed-in customer's trading screens at the specification's addresses (§2), behind the user guard. */
export const TRADING_ROUTES: RouteObject[] = [
  {
    path: 'user/trading/forex.html',
    element: onDemand(async () => (await import('./forex/ForexPage')).ForexPage),
  },
  {
    path: 'user/trading/options.html',
    element: onDemand(async () => (await import('./options/OptionsPage')).OptionsPage),
  },
  {
    path: 'user/trading/trades.html',
    element: onDemand(async () => (await import('./trades/OpenTradesPage')).OpenTradesPage),
  },
  {
    path: 'user/trading/history.html',
    element: onDemand(async () => (await import('./trades/HistoryPage')).HistoryPage),
  },
  {
    path: 'user/trading/mytraders.html',
    element: onDemand(async () => (await import('./traders/MyTradersPage')).MyTradersPage),
  },
  {
    path: 'user/trading/traders.html',
    element: onDemand(async () => (await import('./traders/TradersPage')).TradersPage),
  },
  {
    path: 'user/trading/traders/:id',
    element: onDemand(async () => (await import('./traders/TraderDetailPage')).TraderDetailPage),
  },
  {
    path: 'user/trading/trades/:id',
    element: onDemand(async () => (await import('./trades/TradeDetailPage')).TradeDetailPage),
  },
];
