export { IDENTITY_MIGRATIONS_DIR, IDENTITY_TYPE_DEFS, startIdentityService } from './service';
