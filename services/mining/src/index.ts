export { MINING_MIGRATIONS_DIR, MINING_TYPE_DEFS, startMiningService, type MiningOptions } from './service';
