import { runServiceMain } from '@mc/platform';
import { CONTENT_MIGRATIONS_DIR, startContentService } from './service';

runServiceMain({
  name: 'content',
  defaultPort: 4005,
  migrationsDir: CONTENT_MIGRATIONS_DIR,
  start: startContentService,
});
