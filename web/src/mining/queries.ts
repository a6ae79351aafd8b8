import { graphql } from '../graphql/generated';
import type { PlanCard_PlanFragment } from '../graphql/generated/graphql';

/** What one contract card shows (PlanCard); `estimatedDailyPayout` is a decimal string in the plan's coin. */
export const PLAN_CARD_FRAGMENT = graphql(`
  fragment PlanCard_plan on Plan {
    id
    coin
    termMonths
    priceUsd
    hashrateThs
    estimatedProfitPercent
    estimatedDailyPayout
    asset {
      code
    }
  }
`);

export type PlanCardPlan = PlanCard_PlanFragment;

/** `coin` omitted: the plans of every coin. */
export const PLANS_QUERY = graphql(`
  query PricingPlans($coin: Coin) {
    plans(coin: $coin) {
      ...PlanCard_plan
    }
  }
`);
