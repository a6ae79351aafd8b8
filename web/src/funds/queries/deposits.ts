import { graphql } from '../../graphql/generated';
import type {
  CryptoCurrency,
  DepositFieldsFragment,
  MyDepositsQuery,
  PaymentLinkQuery,
} from '../../graphql/generated/graphql';

/** The coins a deposit can be paid in, in the order of the checkout's choice. */
export const CRYPTO_CURRENCIES: readonly CryptoCurrency[] = ['BTC', 'ETH'];

/** A deposit as the customer's list and the payment hand-off read it. */
export const DEPOSIT_FIELDS = graphql(`
  fragment DepositFields on Deposit {
    id
    purpose
    price {
      ...MoneyFields
    }
    priceInCrypto {
      ...MoneyFields
    }
    cryptoCurrency
    walletAddress
    comment
    planId
    createdByAdmin
    status
    link
    linkValid
    failureReason
    createdAt
  }
`);

/** `link` is relative: /payment.html?timestamp&crypto&address&cryptoprice. */
export type Deposit = DepositFieldsFragment;

/** Newest first; "Load more" appends the next page (specification §4). */
export const MY_DEPOSITS_QUERY = graphql(`
  query MyDeposits($page: Int!, $pageSize: Int!) {
    me {
      id
      deposits(page: $page, pageSize: $pageSize) {
        total
        page
        pageSize
        items {
          ...DepositFields
        }
      }
    }
  }
`);

export type DepositPage = NonNullable<NonNullable<MyDepositsQuery['me']>['deposits']>;

/** Makes a pending deposit and its 30-minute payment link (customers, for themselves). */
export const CREATE_DEPOSIT_MUTATION = graphql(`
  mutation CreateDeposit($input: CreateDepositInput!) {
    createDeposit(input: $input) {
      ...DepositFields
    }
  }
`);

/** Null when no deposit has this link (a mistyped or made-up link). */
export const PAYMENT_LINK_QUERY = graphql(`
  query PaymentLink($timestamp: String!, $address: String!) {
    paymentLink(timestamp: $timestamp, address: $address) {
      cryptoCurrency
      walletAddress
      priceInCrypto {
        ...MoneyFields
      }
      expiresAt
      valid
      status
    }
  }
`);

/** What the public payment screen may know of a link. */
export type PaymentLink = NonNullable<PaymentLinkQuery['paymentLink']>;
