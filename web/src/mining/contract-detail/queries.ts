import { graphql } from '../../graphql/generated';
import type { ContractDetailQuery } from '../../graphql/generated/graphql';

/**
 * One contract with everything its screen shows: the terms, a page of daily payouts (newest first), the
 * Income Booster and its estimate, what may be pledged, the pledges, and the loan (from funds).
 */
export const CONTRACT_DETAIL_QUERY = graphql(`
  query ContractDetail($id: ID!, $page: Int!, $pageSize: Int!) {
    contract(id: $id) {
      id
      plan {
        id
        coin
        termMonths
      }
      coin
      planLabel
      term {
        unit
        count
      }
      source
      status
      startsLater
      hashrateThs
      powerGhs
      termDays
      startsOn
      expiresOn
      stoppedReason
      terminationReason
      endedOn
      pricePaidUsd
      minedTotal
      boosterEnabled
      boosterEstimate {
        days
        startHashrateThs
        projectedHashrateThs
        hashrateGrowthPercent
        reinvestedTotal
        withoutBoosterTotal
      }
      pledgeLimit {
        maxUsd
        unusedValueUsd
        loanToValuePercent
        remainingDays
        unavailableReason
      }
      pledges {
        id
        amountUsd
        status
        statusReason
      }
      loan {
        id
        status
        principal {
          ...MoneyFields
        }
        outstanding {
          ...MoneyFields
        }
        repaid {
          ...MoneyFields
        }
        shortfall {
          ...MoneyFields
        }
        refusalReason
        repayments {
          journalId
          source
          amount {
            ...MoneyFields
          }
          coinAmount {
            ...MoneyFields
          }
          rateUsd
          day
          at
        }
      }
      accruals(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          day
          grossBtc
          feeUsd
          net
          btcRateUsd
          coinRateUsd
          profitable
          journalId
          payoutDestination
          reinvestedHashrateThs
          reinvestmentStatus
        }
      }
    }
  }
`);

export const SET_BOOSTER_MUTATION = graphql(`
  mutation SetContractBooster($id: ID!, $enabled: Boolean!) {
    setContractBooster(id: $id, enabled: $enabled) {
      id
      boosterEnabled
    }
  }
`);

export const PLEDGE_MUTATION = graphql(`
  mutation PledgeContract($id: ID!, $amountUsd: String!, $requestId: ID!) {
    pledgeContract(id: $id, amountUsd: $amountUsd, requestId: $requestId) {
      id
      status
    }
  }
`);

export const REPAY_LOAN_MUTATION = graphql(`
  mutation RepayLoan($id: ID!, $amount: String!, $requestId: ID!) {
    repayLoan(id: $id, amount: $amount, requestId: $requestId) {
      id
      status
    }
  }
`);

export type ContractDetail = NonNullable<ContractDetailQuery['contract']>;
export type ContractLoan = NonNullable<ContractDetail['loan']>;
export type ContractAccrual = ContractDetail['accruals']['items'][number];
