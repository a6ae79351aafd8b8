import { gql, type TypedDocumentNode } from '@apollo/client';
import { WITHDRAWAL_FIELDS, type Page, type Withdrawal, type WithdrawalStatus } from '../../graphql/funds';

export interface AllWithdrawalsVariables {
  page: number;
  pageSize: number;
  search: string | null;
  status: WithdrawalStatus | null;
}

/** Every withdrawal, newest first; search matches id, user id and destination. */
export const ALL_WITHDRAWALS_QUERY: TypedDocumentNode<{ allWithdrawals: Page<Withdrawal> }, AllWithdrawalsVariables> =
  gql`
    query AdminAllWithdrawals($page: Int, $pageSize: Int, $search: String, $status: WithdrawalStatus) {
      allWithdrawals(page: $page, pageSize: $pageSize, search: $search, status: $status) {
        items {
          ...AdminWithdrawalFields
        }
        total
        page
        pageSize
      }
    }
    ${WITHDRAWAL_FIELDS}
  `;

export const WITHDRAWAL_QUERY: TypedDocumentNode<{ withdrawal: Withdrawal | null }, { id: string }> = gql`
  query AdminWithdrawal($id: ID!) {
    withdrawal(id: $id) {
      ...AdminWithdrawalFields
    }
  }
  ${WITHDRAWAL_FIELDS}
`;

export const CUSTOMER_WITHDRAWALS_QUERY: TypedDocumentNode<
  { customer: { __typename?: 'User'; id: string; withdrawals: Page<Withdrawal> } | null },
  { id: string; page: number; pageSize: number }
> = gql`
  query AdminCustomerWithdrawals($id: ID!, $page: Int, $pageSize: Int) {
    customer(id: $id) {
      id
      withdrawals(page: $page, pageSize: $pageSize) {
        items {
          ...AdminWithdrawalFields
        }
        total
        page
        pageSize
      }
    }
  }
  ${WITHDRAWAL_FIELDS}
`;

/** Posts the hold, keeps the fee and publishes a payout (ACCOUNTANT). */
export const COMPLETE_WITHDRAWAL_MUTATION: TypedDocumentNode<
  { completeWithdrawal: Withdrawal },
  { id: string; payoutReference: string | null }
> = gql`
  mutation AdminCompleteWithdrawal($id: ID!, $payoutReference: String) {
    completeWithdrawal(id: $id, payoutReference: $payoutReference) {
      ...AdminWithdrawalFields
    }
  }
  ${WITHDRAWAL_FIELDS}
`;

/** Releases the hold; the customer sees the reason (ACCOUNTANT). */
export const FAIL_WITHDRAWAL_MUTATION: TypedDocumentNode<
  { failWithdrawal: Withdrawal },
  { id: string; reason: string }
> = gql`
  mutation AdminFailWithdrawal($id: ID!, $reason: String!) {
    failWithdrawal(id: $id, reason: $reason) {
      ...AdminWithdrawalFields
    }
  }
  ${WITHDRAWAL_FIELDS}
`;
