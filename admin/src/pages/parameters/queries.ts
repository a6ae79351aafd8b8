import { graphql } from '../../graphql/generated';

/** The parameters in force, each plan's fee, and the hashprice history since `from`. */
export const MARKET_PARAMETERS_QUERY = graphql(`
  query AdminMarketParameters($from: DateTime!, $to: DateTime!) {
    marketParameters {
      hashprice {
        id
        msatPerThDay
        btcPerThDay
        validFrom
        setBy
        reason
      }
      capacities {
        coin
        capacityThs
        soldThs
        soldHashrateThs
        validFrom
      }
    }
    plans(variant: null) {
      id
      coin
      tier
      variant
      maintenanceFeeUsdPerThDay
    }
    hashpriceHistory(from: $from, to: $to) {
      id
      msatPerThDay
      validFrom
      setBy
      reason
    }
  }
`);

export const PLAN_FEE_HISTORY_QUERY = graphql(`
  query AdminPlanFeeHistory($planId: ID!) {
    planFeeHistory(planId: $planId) {
      id
      usdPerThDay
      microUsdPerThDay
      validFrom
      setBy
      reason
    }
  }
`);

export const CAPACITY_HISTORY_QUERY = graphql(`
  query AdminCapacityHistory($coin: Coin!) {
    capacityHistory(coin: $coin) {
      id
      capacityThs
      validFrom
      setBy
      reason
    }
  }
`);

export const SET_HASHPRICE_MUTATION = graphql(`
  mutation AdminSetHashprice($value: Int!, $reason: String!, $requestId: ID) {
    setHashprice(valueMsatPerThDay: $value, reason: $reason, requestId: $requestId) {
      id
      msatPerThDay
    }
  }
`);

export const SET_PLAN_FEE_MUTATION = graphql(`
  mutation AdminSetPlanFee($planId: ID!, $value: Int!, $reason: String!, $requestId: ID) {
    setPlanFee(planId: $planId, microUsdPerThDay: $value, reason: $reason, requestId: $requestId) {
      id
      usdPerThDay
    }
  }
`);

export const SET_CAPACITY_MUTATION = graphql(`
  mutation AdminSetCapacity($coin: Coin!, $value: Int!, $reason: String!, $requestId: ID) {
    setCapacity(coin: $coin, ths: $value, reason: $reason, requestId: $requestId) {
      id
      capacityThs
    }
  }
`);

export const RUN_ACCRUAL_MUTATION = graphql(`
  mutation AdminRunAccrual($day: String!) {
    runAccrual(day: $day) {
      day
      status
      accrued
      posted
      terminated
      waitingCoins
    }
  }
`);

/** Every query a parameter change shows up in. */
export const PARAMETER_REFETCH = ['AdminMarketParameters', 'AdminPlanFeeHistory', 'AdminCapacityHistory'];
