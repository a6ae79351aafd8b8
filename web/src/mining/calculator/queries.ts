import { graphql } from '../../graphql/generated';
import type { MiningCalculatorQuery } from '../../graphql/generated/graphql';

/** One period's estimate in the coin and in USD. */
export const CALCULATOR_PERIOD_FRAGMENT = graphql(`
  fragment CalculatorPeriod on PeriodEstimate {
    days
    payout
    usd
  }
`);

/** The calculator's answer: the linked amount and power, and the four periods' estimates with their inputs. */
export const MINING_CALCULATOR_QUERY = graphql(`
  query MiningCalculator($input: MiningCalculatorInput!) {
    miningCalculator(input: $input) {
      plan {
        id
        coin
        tier
        variant
        termMonths
        priceUsd
        soldOut
        asset {
          code
        }
      }
      amountUsd
      powerGhs
      usdPerGhs
      estimate {
        daily {
          ...CalculatorPeriod
        }
        weekly {
          ...CalculatorPeriod
        }
        monthly {
          ...CalculatorPeriod
        }
        yearly {
          ...CalculatorPeriod
        }
        term {
          ...CalculatorPeriod
        }
        netResultUsd
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
    }
  }
`);

export type Calculation = MiningCalculatorQuery['miningCalculator'];
export type CalculatorEstimate = NonNullable<Calculation['estimate']>;
