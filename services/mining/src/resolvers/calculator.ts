import type {
  CalculatorEstimateResolvers,
  MiningCalculationResolvers,
  PeriodEstimateResolvers,
} from '../generated/resolvers';
import { formatMinorUnits, PAYOUT_SCALE } from '../plans/plan-display';
import { usdPerGhsE8 } from '../plans/calculator';
import { formatMicroUsd, formatMicroUsdAsCents } from './formats';

export const MiningCalculation: MiningCalculationResolvers = {
  amountUsd: (calculation) => formatMinorUnits(calculation.amountCents, 2),
  powerGhs: (calculation) => formatMinorUnits(calculation.powerMhs, 3),
  usdPerGhs: (calculation) => formatMinorUnits(usdPerGhsE8(calculation.plan), 8),
  estimateUnavailableReason: (calculation) => calculation.unavailableReason,
};

export const CalculatorEstimate: CalculatorEstimateResolvers = {
  hashpriceMsatPerThDay: (figures) => Number(figures.hashpriceMsatPerThDay),
  maintenanceFeeUsdPerThDay: (figures) => formatMicroUsd(figures.feeMicroUsdPerThDay),
  netResultUsd: (figures) => formatMicroUsdAsCents(figures.netResultMicroUsd),
};

export const PeriodEstimate: PeriodEstimateResolvers = {
  payout: (period) => formatMinorUnits(period.payoutCoinMinor, PAYOUT_SCALE),
  usd: (period) => formatMicroUsdAsCents(period.microUsd),
};
