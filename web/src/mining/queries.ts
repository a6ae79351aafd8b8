import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Coin } from './coins';

export interface PlanCardPlan {
  id: string;
  coin: Coin;
  termMonths: number;
  priceUsd: number;
  hashrateThs: number;
  estimatedProfitPercent: number;
  /** A decimal string in the plan's coin. */
  estimatedDailyPayout: string;
  asset: { code: string };
}

export interface PlansData {
  plans: PlanCardPlan[];
}

export interface PlansVariables {
  /** Omitted: the plans of every coin. */
  coin?: Coin;
}

/** What one contract card shows (PlanCard). */
export const PLAN_CARD_FRAGMENT = gql`
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
`;

export const PLANS_QUERY: TypedDocumentNode<PlansData, PlansVariables> = gql`
  query PricingPlans($coin: Coin) {
    plans(coin: $coin) {
      ...PlanCard_plan
    }
  }
  ${PLAN_CARD_FRAGMENT}
`;
