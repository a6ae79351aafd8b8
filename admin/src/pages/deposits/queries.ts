import { graphql } from '../../graphql/generated';
/**
 * Every deposit, newest first; search matches id, user id, address, comment and reference, and the deposits of
 * `searchCustomerIds` (the customers whose e-mail or name matched: identity's, CUSTOMERS_MATCHING_QUERY).
 */
export const ALL_DEPOSITS_QUERY = graphql(`
  query AdminAllDeposits(
    $page: Int
    $pageSize: Int
    $search: String
    $status: DepositStatus
    $searchCustomerIds: [ID!]
  ) {
    allDeposits(
      page: $page
      pageSize: $pageSize
      search: $search
      status: $status
      searchCustomerIds: $searchCustomerIds
    ) {
      items {
        ...AdminDepositFields
      }
      total
      page
      pageSize
    }
  }
`);

/** Identity owns e-mails and names: the first hundred customers whose e-mail or name holds the search. */
export const CUSTOMERS_MATCHING_QUERY = graphql(`
  query AdminDepositSearchCustomers($search: String!) {
    customers(search: $search, pageSize: 100) {
      items {
        id
      }
    }
  }
`);

export const DEPOSIT_QUERY = graphql(`
  query AdminDeposit($id: ID!) {
    deposit(id: $id) {
      ...AdminDepositFields
    }
  }
`);

/** One customer's deposits (the user's Deposits screen). */
export const CUSTOMER_DEPOSITS_QUERY = graphql(`
  query AdminCustomerDeposits($id: ID!, $page: Int, $pageSize: Int) {
    customer(id: $id) {
      id
      deposits(page: $page, pageSize: $pageSize) {
        items {
          ...AdminDepositFields
        }
        total
        page
        pageSize
      }
    }
  }
`);

/** Credits the ledger exactly once; a deposit an admin recorded needs a different admin (ACCOUNTANT). */
export const CONFIRM_DEPOSIT_MUTATION = graphql(`
  mutation AdminConfirmDeposit($id: ID!, $transactionReference: String) {
    confirmDeposit(id: $id, transactionReference: $transactionReference) {
      ...AdminDepositFields
    }
  }
`);

export const FAIL_DEPOSIT_MUTATION = graphql(`
  mutation AdminFailDeposit($id: ID!, $reason: String) {
    failDeposit(id: $id, reason: $reason) {
      ...AdminDepositFields
    }
  }
`);

/** Only a pending deposit an admin recorded can be cancelled. */
export const CANCEL_DEPOSIT_MUTATION = graphql(`
  mutation AdminCancelDeposit($id: ID!) {
    cancelDeposit(id: $id) {
      ...AdminDepositFields
    }
  }
`);

/** Money received off-platform, pending until a second admin confirms it (ACCOUNTANT). */
export const RECORD_DEPOSIT_MUTATION = graphql(`
  mutation AdminRecordDeposit($input: RecordDepositInput!) {
    recordDeposit(input: $input) {
      ...AdminDepositFields
    }
  }
`);

/** The plans a mining deposit can buy (mining owns them). */
export const PLANS_QUERY = graphql(`
  query AdminDepositPlans {
    plans {
      id
      coin
      termMonths
      priceUsd
    }
  }
`);
