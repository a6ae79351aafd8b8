import { runServiceMain } from '@mc/platform';
import { MINING_MIGRATIONS_DIR, startMiningService } from './service';

// The test clock (CLOCK_OFFSET_DAYS) moves mining, funds and trading: accruals, expiries and candles.
runServiceMain({
  name: 'mining',
  defaultPort: 4003,
  migrationsDir: MINING_MIGRATIONS_DIR,
  start: (runtime) => startMiningService(runtime, { now: runtime.now }),
});
