import type { PlanResolvers } from '../generated/resolvers';
import { formatMinorUnits, PAYOUT_SCALE, termLabel } from '../plans/plan-display';

export const Plan: PlanResolvers = {
  __resolveReference: ({ id }, { mining }) => mining.plan(id),
  termLabel: (plan) => termLabel(plan.termMonths),
  estimatedDailyPayout: (plan) => formatMinorUnits(plan.estimatedDailyPayoutMinor, PAYOUT_SCALE),
  /** A reference only: funds owns assets and resolves the rest of the fields. */
  asset: (plan) => ({ __typename: 'Asset', code: plan.coin }),
};
