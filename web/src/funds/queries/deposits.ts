import { gql, type TypedDocumentNode } from '@apollo/client';
import type { Money } from '../money';
import { MONEY_FIELDS } from './balances';

export type DepositPurpose = 'TRADING' | 'MINING';
export type DepositStatus = 'PENDING' | 'CONFIRMED' | 'FAILED' | 'CANCELLED';
export type CryptoCurrency = 'BTC' | 'ETH';
export const CRYPTO_CURRENCIES: readonly CryptoCurrency[] = ['BTC', 'ETH'];

/** A deposit as the customer's list and the payment hand-off read it. */
export interface Deposit {
  id: string;
  purpose: DepositPurpose;
  price: Money;
  priceInCrypto: Money;
  cryptoCurrency: CryptoCurrency;
  walletAddress: string;
  comment: string;
  status: DepositStatus;
  /** Relative payment link: /payment.html?timestamp&crypto&address&cryptoprice. */
  link: string;
  linkValid: boolean;
  failureReason: string | null;
  createdAt: string;
}

export const DEPOSIT_FIELDS = gql`
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
    status
    link
    linkValid
    failureReason
    createdAt
  }
  ${MONEY_FIELDS}
`;

export interface DepositPage {
  items: Deposit[];
  total: number;
  page: number;
  pageSize: number;
}

export interface PageVariables {
  page: number;
  pageSize: number;
}

/** Newest first; "Load more" appends the next page (specification §4). */
export const MY_DEPOSITS_QUERY: TypedDocumentNode<{ me: { id: string; deposits: DepositPage } | null }, PageVariables> =
  gql`
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
    ${DEPOSIT_FIELDS}
  `;

export interface CreateDepositInput {
  requestId: string;
  purpose: DepositPurpose;
  cryptoCurrency: CryptoCurrency;
  /** TRADING: the amount in the customer's currency. */
  amount?: string;
  currency?: string;
  /** MINING: the plan, its card label and its USD price. */
  planId?: string;
  comment?: string;
  price?: string;
}

/** Makes a pending deposit and its 30-minute payment link (customers, for themselves). */
export const CREATE_DEPOSIT_MUTATION: TypedDocumentNode<{ createDeposit: Deposit }, { input: CreateDepositInput }> =
  gql`
    mutation CreateDeposit($input: CreateDepositInput!) {
      createDeposit(input: $input) {
        ...DepositFields
      }
    }
    ${DEPOSIT_FIELDS}
  `;

/** What the public payment screen may know of a link. */
export interface PaymentLink {
  cryptoCurrency: CryptoCurrency;
  walletAddress: string;
  priceInCrypto: Money;
  expiresAt: string;
  valid: boolean;
  status: DepositStatus;
}

/** Null when no deposit has this link (a mistyped or made-up link). */
export const PAYMENT_LINK_QUERY: TypedDocumentNode<
  { paymentLink: PaymentLink | null },
  { timestamp: string; address: string }
> = gql`
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
  ${MONEY_FIELDS}
`;
