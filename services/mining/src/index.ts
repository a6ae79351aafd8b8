export { MINING_MIGRATIONS_DIR, MINING_TYPE_DEFS, startMiningService } from './service';
