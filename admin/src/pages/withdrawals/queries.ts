import { graphql } from '../../graphql/generated';
/** Every withdrawal, newest first; search matches id, user id and destination. */
export const ALL_WITHDRAWALS_QUERY = graphql(`
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
`);

export const WITHDRAWAL_QUERY = graphql(`
  query AdminWithdrawal($id: ID!) {
    withdrawal(id: $id) {
      ...AdminWithdrawalFields
    }
  }
`);

export const CUSTOMER_WITHDRAWALS_QUERY = graphql(`
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
`);

/** Posts the hold, keeps the fee and publishes a payout (ACCOUNTANT). */
export const COMPLETE_WITHDRAWAL_MUTATION = graphql(`
  mutation AdminCompleteWithdrawal($id: ID!, $payoutReference: String) {
    completeWithdrawal(id: $id, payoutReference: $payoutReference) {
      ...AdminWithdrawalFields
    }
  }
`);

/** Releases the hold; the customer sees the reason (ACCOUNTANT). */
export const FAIL_WITHDRAWAL_MUTATION = graphql(`
  mutation AdminFailWithdrawal($id: ID!, $reason: String!) {
    failWithdrawal(id: $id, reason: $reason) {
      ...AdminWithdrawalFields
    }
  }
`);
