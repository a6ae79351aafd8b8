import { graphql } from '../../graphql/generated';
import type { AdminContractFieldsFragment, Coin } from '../../graphql/generated/graphql';

/** A customer's contract as the admin contract screens read it. */
export type AdminContract = AdminContractFieldsFragment;

/** Specification 001 §9: the contract currency codes of the create form, and the coin each one is. */
export const CONTRACT_CURRENCIES: readonly { code: number; coin: Coin }[] = [
  { code: 2, coin: 'BTC' },
  { code: 3, coin: 'ETH' },
  { code: 4, coin: 'BNB' },
  { code: 5, coin: 'USDT' },
];

export const ADMIN_CONTRACT_FIELDS = graphql(`
  fragment AdminContractFields on Contract {
    id
    userId
    plan {
      id
      coin
      tier
      variant
    }
    planLabel
    name
    coin
    source
    status
    powerGhs
    hashrateThs
    estimatedDailyPayout
    startsOn
    expiresOn
    minedTotal
    stoppedReason
    terminationReason
    createdAt
    grant {
      status
      reason
      requestedBy
      requestedExpiresOn
      decidedBy
      rejectionReason
    }
    amendments {
      id
      kind
      status
      fromLabel
      toLabel
      fromPowerGhs
      toPowerGhs
      reason
      requestedBy
      decidedBy
      rejectionReason
      effectiveOn
    }
  }
`);

export const CUSTOMER_CONTRACTS_QUERY = graphql(`
  query AdminCustomerContracts($userId: ID!, $page: Int, $pageSize: Int) {
    customerContracts(userId: $userId, page: $page, pageSize: $pageSize) {
      items {
        ...AdminContractFields
      }
      total
      page
      pageSize
    }
  }
`);

export const CONTRACT_QUERY = graphql(`
  query AdminContract($id: ID!) {
    contract(id: $id) {
      ...AdminContractFields
    }
  }
`);

/** The plans a grant may take its coin, fee and default term from, and the computed speed per day. */
export const GRANT_PLANS_QUERY = graphql(`
  query AdminGrantPlans {
    plans(variant: null) {
      id
      coin
      tier
      variant
      termMonths
      hashrateThs
    }
  }
`);

/** The speed per day the form shows: computed from the parameters for the plan and power, never typed. */
export const GRANT_ESTIMATE_QUERY = graphql(`
  query AdminGrantEstimate($input: MiningCalculatorInput!) {
    miningCalculator(input: $input) {
      powerGhs
      estimate {
        daily {
          payout
        }
      }
      estimateUnavailableReason
    }
  }
`);

export const GRANT_CONTRACT_MUTATION = graphql(`
  mutation AdminGrantContract($input: GrantContractInput!) {
    grantContract(input: $input) {
      ...AdminContractFields
    }
  }
`);

export const APPROVE_GRANT_MUTATION = graphql(`
  mutation AdminApproveContractGrant($id: ID!) {
    approveContractGrant(id: $id) {
      ...AdminContractFields
    }
  }
`);

export const REJECT_GRANT_MUTATION = graphql(`
  mutation AdminRejectContractGrant($id: ID!, $reason: String!) {
    rejectContractGrant(id: $id, reason: $reason) {
      ...AdminContractFields
    }
  }
`);

export const AMEND_CONTRACT_MUTATION = graphql(`
  mutation AdminAmendContract($id: ID!, $planLabel: String, $powerGhs: String, $reason: String!, $requestId: ID) {
    amendContract(id: $id, planLabel: $planLabel, powerGhs: $powerGhs, reason: $reason, requestId: $requestId) {
      ...AdminContractFields
    }
  }
`);

export const APPROVE_AMENDMENT_MUTATION = graphql(`
  mutation AdminApproveContractAmendment($id: ID!) {
    approveContractAmendment(id: $id) {
      id
      status
      contract {
        ...AdminContractFields
      }
    }
  }
`);

export const REJECT_AMENDMENT_MUTATION = graphql(`
  mutation AdminRejectContractAmendment($id: ID!, $reason: String!) {
    rejectContractAmendment(id: $id, reason: $reason) {
      id
      status
      contract {
        ...AdminContractFields
      }
    }
  }
`);

export const STOP_CONTRACT_MUTATION = graphql(`
  mutation AdminStopContract($id: ID!, $reason: String!) {
    stopContract(id: $id, reason: $reason) {
      ...AdminContractFields
    }
  }
`);

export const RESUME_CONTRACT_MUTATION = graphql(`
  mutation AdminResumeContract($id: ID!, $reason: String!) {
    resumeContract(id: $id, reason: $reason) {
      ...AdminContractFields
    }
  }
`);

export const TERMINATE_CONTRACT_MUTATION = graphql(`
  mutation AdminTerminateContract($id: ID!, $reason: String!) {
    terminateContract(id: $id, reason: $reason) {
      ...AdminContractFields
    }
  }
`);

/** Every list a contract decision changes. */
export const CONTRACT_REFETCH = ['AdminCustomerContracts', 'AdminContract'];
