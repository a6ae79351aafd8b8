import type { AccrualResolvers } from '../generated/resolvers';
import { formatMinorUnits } from '../plans/plan-display';
import { formatMicroUsd, formatMsatAsBtc } from './formats';

/** Coins and BTC in minor units of 8 decimals; USD figures from micro-USD. */
export const Accrual: AccrualResolvers = {
  grossBtc: (accrual) => formatMinorUnits(accrual.grossSat, 8),
  feeUsd: (accrual) => formatMicroUsd(accrual.feeMicroUsd),
  netBtc: (accrual) => formatMinorUnits(accrual.netSat, 8),
  net: (accrual) => formatMinorUnits(accrual.netCoinMinor, 8),
  hashpriceBtcPerThDay: (accrual) => formatMsatAsBtc(accrual.hashpriceMsatPerThDay),
  feeUsdPerThDay: (accrual) => formatMicroUsd(accrual.feeMicroUsdPerThDay),
  btcRateUsd: (accrual) => formatMicroUsd(accrual.btcMicroUsd),
  coinRateUsd: (accrual) => formatMicroUsd(accrual.coinMicroUsd),
  journalId: (accrual) => (accrual.profitable ? accrual.journalId : null),
};
