export { CONTENT_MIGRATIONS_DIR, CONTENT_TYPE_DEFS, startContentService } from './service';
