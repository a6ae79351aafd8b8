export { FUNDS_MIGRATIONS_DIR, FUNDS_TYPE_DEFS, startFundsService } from './service';
export { verifyLedger, type VerifyReport } from './ledger/verify';
