import type { MiningContext } from '../context';
import type { PlanRow } from '../db/plans.repository';
import { formatMinorUnits, PAYOUT_SCALE, termLabel } from '../plans/plan-display';

export const Plan = {
  __resolveReference: ({ id }: { id: string }, { mining }: MiningContext) => mining.plan(id),
  termLabel: (plan: PlanRow) => termLabel(plan.termMonths),
  estimatedDailyPayout: (plan: PlanRow) => formatMinorUnits(plan.estimatedDailyPayoutMinor, PAYOUT_SCALE),
  /** A reference only: funds owns assets and resolves the rest of the fields. */
  asset: (plan: PlanRow) => ({ __typename: 'Asset', code: plan.coin }),
};
