import { graphql } from './generated';
import type {
  AdjustmentStatus,
  AdminAdjustmentFieldsFragment,
  AdminDepositFieldsFragment,
  AdminWithdrawalFieldsFragment,
  CryptoCurrency,
  DepositStatus,
  WithdrawalStatus,
} from './generated/graphql';

export type {
  AdjustmentStatus,
  CryptoCurrency,
  DepositPurpose,
  DepositStatus,
  WithdrawalStatus,
} from './generated/graphql';

/**
 * Documents spread fragments by name (`...MoneyFields`); codegen adds their definitions. The constants are
 * where codegen finds those definitions, and what `cache.readFragment` would take.
 */
export const MONEY_FIELDS = graphql(`
  fragment MoneyFields on Money {
    assetCode
    amount
    amountMinor
  }
`);

export const CRYPTO_CURRENCIES: readonly CryptoCurrency[] = ['BTC', 'ETH'];
export const DEPOSIT_STATUSES: readonly DepositStatus[] = ['PENDING', 'CONFIRMED', 'FAILED', 'CANCELLED'];

/** A deposit as every admin deposit screen reads it. */
export type Deposit = AdminDepositFieldsFragment;

/** The customer of a funds record, completed by the gateway from identity. */
export type FundsCustomer = Deposit['user'];

/** Name and e-mail of a customer for lists; the e-mail when no name was given yet. */
export function customerLabel(customer: FundsCustomer): string {
  const name = [customer.firstName, customer.lastName].filter(Boolean).join(' ');
  return name || customer.email;
}

export const DEPOSIT_FIELDS = graphql(`
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
    linkExpired
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
`);

export const WITHDRAWAL_STATUSES: readonly WithdrawalStatus[] = ['PENDING', 'COMPLETED', 'FAILED'];

export type Withdrawal = AdminWithdrawalFieldsFragment;
export type WithdrawalDestination = Withdrawal['destination'];

export const WITHDRAWAL_FIELDS = graphql(`
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
`);

/** Where the money goes, in one line (specification §2: wallet address, else PayPal e-mail, else bank fields). */
export function destinationText(destination: WithdrawalDestination): string {
  if (destination.walletAddress) return destination.walletAddress;
  if (destination.paypalEmail) return destination.paypalEmail;
  const account = destination.iban ?? destination.accountNumber ?? '';
  const routing = destination.routingNumber ? `routing ${destination.routingNumber}` : '';
  return [destination.bankName, destination.accountName, account, routing].filter(Boolean).join(', ');
}

export const ADJUSTMENT_STATUSES: readonly AdjustmentStatus[] = ['PENDING', 'APPROVED', 'REJECTED'];

export type Adjustment = AdminAdjustmentFieldsFragment;

export const ADJUSTMENT_FIELDS = graphql(`
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
`);
