import { gql, type TypedDocumentNode } from '@apollo/client';
import { ADJUSTMENT_FIELDS, MONEY_FIELDS, type Adjustment, type Page } from '../../graphql/funds';
import type { Money } from '../../lib/money';

export interface CustomerBalances {
  __typename?: 'User';
  id: string;
  currency: string;
  balances: { trading: Money; tradingHeld: Money; mining: Money[] };
}

/** The customer's balances, from the ledger: one selection for Direct Update and the detail screen. */
const CUSTOMER_BALANCE_FIELDS = gql`
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
  ${MONEY_FIELDS}
`;

/** What Direct Update compares its targets with. */
export const CUSTOMER_BALANCES_QUERY: TypedDocumentNode<{ customer: CustomerBalances | null }, { id: string }> = gql`
  query AdminCustomerBalances($id: ID!) {
    customer(id: $id) {
      ...AdminCustomerBalanceFields
    }
  }
  ${CUSTOMER_BALANCE_FIELDS}
`;

export const CUSTOMER_ADJUSTMENTS_QUERY: TypedDocumentNode<
  { customer: { __typename?: 'User'; id: string; adjustments: Page<Adjustment> } | null },
  { id: string; page: number; pageSize: number }
> = gql`
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
  ${ADJUSTMENT_FIELDS}
`;

export interface BalanceTarget {
  assetCode: string;
  target: string;
}

/** Direct Update: one pending adjustment per asset for (target − current); another admin approves (ACCOUNTANT). */
export const REQUEST_BALANCE_TARGETS_MUTATION: TypedDocumentNode<
  { requestBalanceTargets: Adjustment[] },
  { userId: string; targets: BalanceTarget[]; reason: string }
> = gql`
  mutation AdminRequestBalanceTargets($userId: ID!, $targets: [BalanceTargetInput!]!, $reason: String!) {
    requestBalanceTargets(userId: $userId, targets: $targets, reason: $reason) {
      ...AdminAdjustmentFields
    }
  }
  ${ADJUSTMENT_FIELDS}
`;

export const REQUEST_ADJUSTMENT_MUTATION: TypedDocumentNode<
  { requestAdjustment: Adjustment },
  { userId: string; assetCode: string; amount: string; reason: string; requestId: string }
> = gql`
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
  ${ADJUSTMENT_FIELDS}
`;

/** The pending counts of the users list (specification §2), from funds. */
export interface PendingCounts {
  pendingDepositCount: number;
  pendingWithdrawalCount: number;
}

export interface CustomerFundsSummary extends CustomerBalances, PendingCounts {
  depositAddresses: { btc: string | null; eth: string | null };
}

/** What the customer's detail shows of their money: balances from the ledger, pending counts, deposit addresses. */
export const CUSTOMER_FUNDS_SUMMARY_QUERY: TypedDocumentNode<
  { customer: CustomerFundsSummary | null },
  { id: string }
> = gql`
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
  ${CUSTOMER_BALANCE_FIELDS}
`;
