import { gql, type TypedDocumentNode } from '@apollo/client';
import {
  DEPOSIT_FIELDS,
  type CryptoCurrency,
  type Deposit,
  type DepositPurpose,
  type DepositStatus,
  type Page,
} from '../../graphql/funds';

export interface AllDepositsVariables {
  page: number;
  pageSize: number;
  search: string | null;
  status: DepositStatus | null;
}

/** Every deposit, newest first; search matches id, user id, address, comment and reference. */
export const ALL_DEPOSITS_QUERY: TypedDocumentNode<{ allDeposits: Page<Deposit> }, AllDepositsVariables> = gql`
  query AdminAllDeposits($page: Int, $pageSize: Int, $search: String, $status: DepositStatus) {
    allDeposits(page: $page, pageSize: $pageSize, search: $search, status: $status) {
      items {
        ...AdminDepositFields
      }
      total
      page
      pageSize
    }
  }
  ${DEPOSIT_FIELDS}
`;

export const DEPOSIT_QUERY: TypedDocumentNode<{ deposit: Deposit | null }, { id: string }> = gql`
  query AdminDeposit($id: ID!) {
    deposit(id: $id) {
      ...AdminDepositFields
    }
  }
  ${DEPOSIT_FIELDS}
`;

/** One customer's deposits (the user's Deposits screen). */
export const CUSTOMER_DEPOSITS_QUERY: TypedDocumentNode<
  { customer: { __typename?: 'User'; id: string; deposits: Page<Deposit> } | null },
  { id: string; page: number; pageSize: number }
> = gql`
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
  ${DEPOSIT_FIELDS}
`;

/** Credits the ledger exactly once; a deposit an admin recorded needs a different admin (ACCOUNTANT). */
export const CONFIRM_DEPOSIT_MUTATION: TypedDocumentNode<
  { confirmDeposit: Deposit },
  { id: string; transactionReference: string | null }
> = gql`
  mutation AdminConfirmDeposit($id: ID!, $transactionReference: String) {
    confirmDeposit(id: $id, transactionReference: $transactionReference) {
      ...AdminDepositFields
    }
  }
  ${DEPOSIT_FIELDS}
`;

export const FAIL_DEPOSIT_MUTATION: TypedDocumentNode<{ failDeposit: Deposit }, { id: string; reason: string | null }> =
  gql`
    mutation AdminFailDeposit($id: ID!, $reason: String) {
      failDeposit(id: $id, reason: $reason) {
        ...AdminDepositFields
      }
    }
    ${DEPOSIT_FIELDS}
  `;

/** Only a pending deposit an admin recorded can be cancelled. */
export const CANCEL_DEPOSIT_MUTATION: TypedDocumentNode<{ cancelDeposit: Deposit }, { id: string }> = gql`
  mutation AdminCancelDeposit($id: ID!) {
    cancelDeposit(id: $id) {
      ...AdminDepositFields
    }
  }
  ${DEPOSIT_FIELDS}
`;

export interface RecordDepositInput {
  requestId: string;
  userId: string;
  purpose: DepositPurpose;
  amount: string;
  currency: string;
  cryptoCurrency: CryptoCurrency;
  planId: string | null;
  comment: string;
  transactionReference: string;
}

/** Money received off-platform, pending until a second admin confirms it (ACCOUNTANT). */
export const RECORD_DEPOSIT_MUTATION: TypedDocumentNode<{ recordDeposit: Deposit }, { input: RecordDepositInput }> =
  gql`
    mutation AdminRecordDeposit($input: RecordDepositInput!) {
      recordDeposit(input: $input) {
        ...AdminDepositFields
      }
    }
    ${DEPOSIT_FIELDS}
  `;

/** The plans a mining deposit can buy (mining owns them). */
export const PLANS_QUERY: TypedDocumentNode<
  { plans: { id: string; coin: string; termMonths: number; priceUsd: number }[] },
  Record<string, never>
> = gql`
  query AdminDepositPlans {
    plans {
      id
      coin
      termMonths
      priceUsd
    }
  }
`;
