export { FUNDS_MIGRATIONS_DIR, FUNDS_TYPE_DEFS, startFundsService, type FundsOptions } from './service';
export { verifyLedger, type VerifyReport } from './ledger/verify';
