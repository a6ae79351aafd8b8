import { graphql } from '../graphql/generated';
import type { PlanCard_PlanFragment, PlanOffersQuery } from '../graphql/generated/graphql';

/** The inputs an estimate was computed from, shown next to it (DESIGN.md §2 rule 6). */
export const ESTIMATE_INPUTS_FRAGMENT = graphql(`
  fragment EstimateInputs_rate on RateUsed {
    coin
    usd
    at
    source
  }
`);

/**
 * What one contract card shows (PlanCard). The figures come from `estimate`, which is null (with the
 * reason) while the feed has not priced the coins: the non-null card fields would fail the whole query.
 */
export const PLAN_CARD_FRAGMENT = graphql(`
  fragment PlanCard_plan on Plan {
    id
    coin
    tier
    variant
    termMonths
    priceUsd
    hashrateThs
    maintenanceFeeUsdPerThDay
    soldOut
    estimate {
      dailyNetPayout
      dailyNetUsd
      returnPercent
      termDays
      breakEvenDay
      hashpriceMsatPerThDay
      maintenanceFeeUsdPerThDay
      btcRate {
        ...EstimateInputs_rate
      }
      coinRate {
        ...EstimateInputs_rate
      }
    }
    estimateUnavailableReason
    asset {
      code
    }
  }
`);

export type PlanCardPlan = PlanCard_PlanFragment;
export type PlanCardEstimate = NonNullable<PlanCardPlan['estimate']>;

/** `coin` omitted: the plans of every coin; `variant` omitted: the standard plans, null: both. */
export const PLANS_QUERY = graphql(`
  query PricingPlans($coin: Coin, $variant: PlanVariant) {
    plans(coin: $coin, variant: $variant) {
      ...PlanCard_plan
    }
  }
`);

/** Every plan of both variants without estimates: to name a deposit's plan, to find a card link's plan, to list tiers. */
export const PLAN_OFFERS_QUERY = graphql(`
  query PlanOffers {
    plans(variant: null) {
      id
      coin
      tier
      variant
      termMonths
      priceUsd
      soldOut
    }
  }
`);

export type PlanOffer = PlanOffersQuery['plans'][number];
