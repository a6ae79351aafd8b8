import { gql } from '@apollo/client';
import type { AdminReference } from '../lib/adminLabel';
import type { Money } from '../lib/money';

export const MONEY_FIELDS = gql`
  fragment MoneyFields on Money {
    assetCode
    amount
    amountMinor
  }
`;

export type DepositPurpose = 'TRADING' | 'MINING';
export type DepositStatus = 'PENDING' | 'CONFIRMED' | 'FAILED' | 'CANCELLED';
export type CryptoCurrency = 'BTC' | 'ETH';
export const CRYPTO_CURRENCIES: readonly CryptoCurrency[] = ['BTC', 'ETH'];
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'CONFIRMED', 'FAILED', 'CANCELLED'];

/** The customer of a funds record, completed by the gateway from identity. */
export interface FundsCustomer {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
}

/** Name and e-mail of a customer for lists; the e-mail when no name was given yet. */
export function customerLabel(customer: FundsCustomer): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || customer.email;
}

/** A deposit as every admin deposit screen reads it. */
export interface Deposit {
  __typename?: 'Deposit';
  id: string;
  userId: string;
  user: FundsCustomer;
  purpose: DepositPurpose;
  price: Money;
  priceInCrypto: Money;
  cryptoCurrency: CryptoCurrency;
  walletAddress: string;
  comment: string;
  planId: string | null;
  status: DepositStatus;
  timestamp: string;
  linkExpiresAt: string;
  linkValid: boolean;
  transactionReference: string | null;
  createdByAdmin: boolean;
  createdByAdminId: string | null;
  decidedByAdminId: string | null;
  createdBy: AdminReference | null;
  decidedBy: AdminReference | null;
  failureReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export const DEPOSIT_FIELDS = gql`
  fragment AdminDepositFields on Deposit {
    id
    userId
    user {
      id
      firstName
      lastName
      email
    }
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
    status
    timestamp
    linkExpiresAt
    linkValid
    transactionReference
    createdByAdmin
    createdByAdminId
    decidedByAdminId
    createdBy {
      id
      email
    }
    decidedBy {
      id
      email
    }
    failureReason
    createdAt
    decidedAt
  }
  ${MONEY_FIELDS}
`;

export type WithdrawalMethod = 'BITCOIN' | 'ETHEREUM' | 'PAYPAL' | 'BANK';
export type WithdrawalSource = 'TRADING' | 'BTC_MINING' | 'ETH_MINING' | 'BNB_MINING' | 'USDT_MINING';
export type WithdrawalStatus = 'PENDING' | 'COMPLETED' | 'FAILED';
export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'COMPLETED', 'FAILED'];

export interface WithdrawalDestination {
  walletAddress: string | null;
  paypalEmail: string | null;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  iban: string | null;
  routingNumber: string | null;
}

export interface Withdrawal {
  __typename?: 'Withdrawal';
  id: string;
  userId: string;
  user: FundsCustomer;
  method: WithdrawalMethod;
  source: WithdrawalSource;
  amount: Money;
  fee: Money;
  netAmount: Money;
  destination: WithdrawalDestination;
  status: WithdrawalStatus;
  payoutReference: string | null;
  failureReason: string | null;
  decidedByAdminId: string | null;
  decidedBy: AdminReference | null;
  createdAt: string;
  decidedAt: string | null;
}

export const WITHDRAWAL_FIELDS = gql`
  fragment AdminWithdrawalFields on Withdrawal {
    id
    userId
    user {
      id
      firstName
      lastName
      email
    }
    method
    source
    amount {
      ...MoneyFields
    }
    fee {
      ...MoneyFields
    }
    netAmount {
      ...MoneyFields
    }
    destination {
      walletAddress
      paypalEmail
      bankName
      accountName
      accountNumber
      iban
      routingNumber
    }
    status
    payoutReference
    failureReason
    decidedByAdminId
    decidedBy {
      id
      email
    }
    createdAt
    decidedAt
  }
  ${MONEY_FIELDS}
`;

/** Where the money goes, in one line (specification §2: wallet address, else PayPal e-mail, else bank fields). */
export function destinationText(destination: WithdrawalDestination): string {
  if (destination.walletAddress) return destination.walletAddress;
  if (destination.paypalEmail) return destination.paypalEmail;
  const account = destination.iban ?? destination.accountNumber ?? '';
  const routing = destination.routingNumber ? `routing ${destination.routingNumber}` : '';
  return [destination.bankName, destination.accountName, account, routing].filter(Boolean).join(', ');
}

export type AdjustmentStatus = 'PENDING' | 'APPROVED' | 'REJECTED';
export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export interface Adjustment {
  __typename?: 'Adjustment';
  id: string;
  userId: string;
  user: FundsCustomer;
  amount: Money;
  reason: string;
  status: AdjustmentStatus;
  createdByAdminId: string;
  decidedByAdminId: string | null;
  createdBy: AdminReference | null;
  decidedBy: AdminReference | null;
  rejectionReason: string | null;
  createdAt: string;
  decidedAt: string | null;
}

export const ADJUSTMENT_FIELDS = gql`
  fragment AdminAdjustmentFields on Adjustment {
    id
    userId
    user {
      id
      firstName
      lastName
      email
    }
    amount {
      ...MoneyFields
    }
    reason
    status
    createdByAdminId
    decidedByAdminId
    createdBy {
      id
      email
    }
    decidedBy {
      id
      email
    }
    rejectionReason
    createdAt
    decidedAt
  }
  ${MONEY_FIELDS}
`;

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
