/** The trading screens at the specification's addresses (§2). */
export const TRADING_PATHS = {
  forex: '/user/trading/forex.html',
  options: '/user/trading/options.html',
  trades: '/user/trading/trades.html',
  history: '/user/trading/history.html',
  myTraders: '/user/trading/mytraders.html',
  traders: '/user/trading/traders.html',
} as const;

export const tradePath = (id: string) => `/user/trading/trades/${id}`;
export const traderPath = (id: string) => `/user/trading/traders/${id}`;

/** The tabs over every trading screen; labels are translation keys. */
export const TRADING_TABS = [
  { to: TRADING_PATHS.forex, labelKey: 'trading.nav.forex', testId: 'trading-tab-forex' },
  { to: TRADING_PATHS.options, labelKey: 'trading.nav.options', testId: 'trading-tab-options' },
  { to: TRADING_PATHS.trades, labelKey: 'trading.nav.trades', testId: 'trading-tab-trades' },
  { to: TRADING_PATHS.history, labelKey: 'trading.nav.history', testId: 'trading-tab-history' },
  { to: TRADING_PATHS.traders, labelKey: 'trading.nav.traders', testId: 'trading-tab-traders' },
  { to: TRADING_PATHS.myTraders, labelKey: 'trading.nav.myTraders', testId: 'trading-tab-mytraders' },
] as const;
