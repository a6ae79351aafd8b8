import { loadConfigOrExit, runServiceMain } from '@mc/platform';
import { tradingEnvShape } from './env';
import { startTradingService, TRADING_MIGRATIONS_DIR } from './service';

// Parsed before anything starts: an unknown PRICE_FEED prints the problem and exits (status 78).
const config = loadConfigOrExit(tradingEnvShape);

runServiceMain({
  name: 'trading',
  defaultPort: 4004,
  migrationsDir: TRADING_MIGRATIONS_DIR,
  start: (runtime) =>
    startTradingService(runtime, {
      priceFeed: config.PRICE_FEED,
      priceHistoryMinutes: config.PRICE_HISTORY_MINUTES,
      now: runtime.now,
      fundsUrl: config.FUNDS_URL,
    }),
});
