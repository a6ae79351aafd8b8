export { FUNDS_MIGRATIONS_DIR, FUNDS_TYPE_DEFS, startFundsService } from './service';
