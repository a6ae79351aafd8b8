import { runServiceMain } from '@mc/platform';
import { MINING_MIGRATIONS_DIR, startMiningService } from './service';

runServiceMain({ name: 'mining', defaultPort: 4003, migrationsDir: MINING_MIGRATIONS_DIR, start: startMiningService });
