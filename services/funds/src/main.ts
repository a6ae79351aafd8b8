import { runServiceMain } from '@mc/platform';
import { FUNDS_MIGRATIONS_DIR, startFundsService } from './service';

runServiceMain({
  name: 'funds',
  defaultPort: 4002,
  migrationsDir: FUNDS_MIGRATIONS_DIR,
  start: (runtime) => startFundsService(runtime, { now: runtime.now }),
});
