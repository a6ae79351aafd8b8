import { graphql } from '../../graphql/generated';
import type { AdminCustomerBalanceFieldsFragment } from '../../graphql/generated/graphql';

/** A customer with their balances read (the graph nulls them while funds is away). */
export type CustomerBalances = AdminCustomerBalanceFieldsFragment & {
  balances: NonNullable<AdminCustomerBalanceFieldsFragment['balances']>;
};

/** The customer's balances, from the ledger: one selection for Direct Update and the detail screen. */
export const CUSTOMER_BALANCE_FIELDS = graphql(`
  fragment AdminCustomerBalanceFields on User {
    id
    currency
    balances {
      trading {
        ...MoneyFields
      }
      tradingHeld {
        ...MoneyFields
      }
      mining {
        ...MoneyFields
      }
    }
  }
`);

/** What Direct Update compares its targets with. */
export const CUSTOMER_BALANCES_QUERY = graphql(`
  query AdminCustomerBalances($id: ID!) {
    customer(id: $id) {
      ...AdminCustomerBalanceFields
    }
  }
`);

export const CUSTOMER_ADJUSTMENTS_QUERY = graphql(`
  query AdminCustomerAdjustments($id: ID!, $page: Int, $pageSize: Int) {
    customer(id: $id) {
      id
      adjustments(page: $page, pageSize: $pageSize) {
        items {
          ...AdminAdjustmentFields
        }
        total
        page
        pageSize
      }
    }
  }
`);

/** Direct Update: one pending adjustment per asset for (target − current); another admin approves (ACCOUNTANT). */
export const REQUEST_BALANCE_TARGETS_MUTATION = graphql(`
  mutation AdminRequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {
    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {
      ...AdminAdjustmentFields
    }
  }
`);

export const REQUEST_ADJUSTMENT_MUTATION = graphql(`
  mutation AdminRequestAdjustment(
    $userId: ID!
    $assetCode: String!
    $amount: String!
    $reason: String!
    $requestId: ID
  ) {
    requestAdjustment(userId: $userId, assetCode: $assetCode, amount: $amount, reason: $reason, requestId: $requestId) {
      ...AdminAdjustmentFields
    }
  }
`);

/** What the customer's detail shows of their money: balances from the ledger, pending counts, deposit addresses. */
export const CUSTOMER_FUNDS_SUMMARY_QUERY = graphql(`
  query AdminCustomerFundsSummary($id: ID!) {
    customer(id: $id) {
      ...AdminCustomerBalanceFields
      pendingDepositCount
      pendingWithdrawalCount
      depositAddresses {
        btc
        eth
      }
    }
  }
`);
