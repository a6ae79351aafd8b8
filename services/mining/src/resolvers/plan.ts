import type { MiningContext } from '../context';
import type { PlanRow } from '../db/plans.repository';
import type { PlanEstimateResolvers, PlanResolvers } from '../generated/resolvers';
import { miningError } from '../errors';
import { PER_SECOND_SCALE, roundedPercent } from '../plans/estimates';
import { estimateBasis, isSoldOut, planEstimate, type PlanEstimateFigures } from '../plans/plan-estimates';
import { formatMinorUnits, PAYOUT_SCALE, termLabel } from '../plans/plan-display';
import { formatMicroUsd, formatMicroUsdAsCents } from './formats';

export const Plan: PlanResolvers = {
  __resolveReference: ({ id }, { mining }) => mining.plan(id),
  termLabel: (plan) => termLabel(plan.termMonths),
  maintenanceFeeUsdPerThDay: async (plan, _, { market }) => {
    const fee = (await market()).feeByPlan.get(plan.id);
    if (!fee) throw miningError('PLANS_MISSING', `No maintenance fee is recorded for ${plan.id}`, { planId: plan.id });
    return formatMicroUsd(fee.microUsdPerThDay);
  },
  soldOut: async (plan, _, { market }) => isSoldOut(plan, await market()),
  estimate: async (plan, _, context) => {
    const basis = estimateBasis(plan, await context.market());
    return 'unavailable' in basis ? null : planEstimate(plan, basis);
  },
  estimateUnavailableReason: async (plan, _, { market }) => {
    const basis = estimateBasis(plan, await market());
    return 'unavailable' in basis ? basis.unavailable : null;
  },
  estimatedProfitPercent: async (plan, _, context) =>
    roundedPercent((await requiredEstimate(plan, context)).returnBasisPoints),
  estimatedDailyPayout: async (plan, _, context) =>
    formatMinorUnits((await requiredEstimate(plan, context)).netCoinMinor, PAYOUT_SCALE),
  /** A reference only: funds owns assets and resolves the rest of the fields. */
  asset: (plan) => ({ __typename: 'Asset', code: plan.coin }),
};

/** The card's figures are non-null (the web client relies on it): without a rate they are refused, never invented. */
async function requiredEstimate(plan: PlanRow, context: MiningContext): Promise<PlanEstimateFigures> {
  const basis = estimateBasis(plan, await context.market());
  if ('unavailable' in basis)
    throw miningError('RATE_NOT_AVAILABLE', `${basis.unavailable}: no estimate yet, try again shortly`, {
      planId: plan.id,
    });
  return planEstimate(plan, basis);
}

export const PlanEstimate: PlanEstimateResolvers = {
  dailyGrossBtc: (estimate) => formatMinorUnits(estimate.grossSat, PAYOUT_SCALE),
  dailyFeeUsd: (estimate) => formatMicroUsdAsCents(estimate.feeMicroUsd),
  dailyNetPayout: (estimate) => formatMinorUnits(estimate.netCoinMinor, PAYOUT_SCALE),
  dailyNetUsd: (estimate) => formatMicroUsdAsCents(estimate.netMicroUsd),
  perSecondPayout: (estimate) => formatMinorUnits(estimate.perSecondCoinE16, PER_SECOND_SCALE),
  returnPercent: (estimate) => formatMinorUnits(estimate.returnBasisPoints, 2),
  termDays: (estimate) => estimate.termDays,
  breakEvenDay: (estimate) => estimate.breakEvenDay,
  hashpriceMsatPerThDay: (estimate) => Number(estimate.hashpriceMsatPerThDay),
  maintenanceFeeUsdPerThDay: (estimate) => formatMicroUsd(estimate.feeMicroUsdPerThDay),
  btcRate: (estimate) => estimate.btcRate,
  coinRate: (estimate) => estimate.coinRate,
};
