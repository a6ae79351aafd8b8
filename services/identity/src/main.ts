import { runServiceMain } from '@mc/platform';
import { IDENTITY_MIGRATIONS_DIR, startIdentityService } from './service';

runServiceMain({ name: 'identity', defaultPort: 4001, migrationsDir: IDENTITY_MIGRATIONS_DIR, start: startIdentityService });
