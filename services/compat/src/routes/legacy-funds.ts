/** GraphQL selections behind the legacy funds objects, and their mapping to the specification's names. */
import { graphql } from '../generated';
import type {
  LegacyDepositFragment,
  LegacyFundsOfUserFragment,
  LegacyPayoutFragment,
  LegacyWalletFragment,
  LegacyWithdrawalFragment,
  WithdrawalMethod,
  WithdrawalSource,
} from '../generated/graphql';
import { legacyMonthAndDay } from '../legacy-dates';
import { legacyEmbeddedPage } from '../legacy-paging';
import { LEGACY_COIN_NAMES } from './legacy-mining';

export const LEGACY_DEPOSIT = graphql(`
  fragment LegacyDeposit on Deposit {
    id
    userId
    user {
      firstName
      lastName
      email
    }
    purpose
    status
    price {
      assetCode
      amount
    }
    priceInCrypto {
      amount
    }
    cryptoCurrency
    walletAddress
    comment
    timestamp
    link
    createdByAdmin
    transactionReference
    failureReason
    createdAt
    decidedAt
  }
`);

export const LEGACY_WITHDRAWAL = graphql(`
  fragment LegacyWithdrawal on Withdrawal {
    id
    userId
    method
    source
    status
    amount {
      assetCode
      amount
    }
    fee {
      amount
    }
    netAmount {
      amount
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
    payoutReference
    failureReason
    createdAt
    decidedAt
  }
`);

export const LEGACY_WALLET = graphql(`
  fragment LegacyWallet on Wallet {
    id
    address
    type
    assignedCount
  }
`);

export const LEGACY_PAYOUT = graphql(`
  fragment LegacyPayout on Payout {
    id
    maskedDestination
    amount {
      assetCode
      amount
    }
    method
    completedAt
    link
    hidden
  }
`);

/** The funds part of the legacy customer object; its lists turn with the operation's `$page`. */
export const LEGACY_FUNDS_OF_USER = graphql(`
  fragment LegacyFundsOfUser on User {
    balances {
      trading {
        assetCode
        amount
      }
      mining {
        assetCode
        amount
      }
    }
    pendingDepositCount
    pendingWithdrawalCount
    depositAddresses {
      btc
      eth
    }
    deposits(page: $page, pageSize: 20) {
      total
      page
      pageSize
      items {
        ...LegacyDeposit
      }
    }
    withdrawals(page: $page, pageSize: 20) {
      total
      page
      pageSize
      items {
        ...LegacyWithdrawal
      }
    }
  }
`);

const titleCase = (text: string) => text.charAt(0) + text.slice(1).toLowerCase();
export const METHOD_NAMES: Record<WithdrawalMethod, string> = {
  BITCOIN: 'Bitcoin',
  ETHEREUM: 'Ethereum',
  PAYPAL: 'PayPal',
  BANK: 'Bank',
};
export const SOURCES: readonly WithdrawalSource[] = [
  'TRADING',
  'BTC_MINING',
  'ETH_MINING',
  'BNB_MINING',
  'USDT_MINING',
];
/** The spec's mining balance names: bitcoin_cash is shown as BNB. */
const MINING_FIELDS: Record<string, string> = Object.fromEntries(
  Object.entries(LEGACY_COIN_NAMES).map(([coin, name]) => [coin, `mining_balance_${name}`]),
);
export const MINING_FIELD_ASSETS = Object.fromEntries(
  Object.entries(MINING_FIELDS).map(([asset, field]) => [field, asset]),
);

/** Month and day of the last change, as the legacy lists show them. */
function updatedAt(record: { createdAt: string; decidedAt: string | null }) {
  return legacyMonthAndDay(record.decidedAt ?? record.createdAt);
}

export function toLegacyDeposit(deposit: LegacyDepositFragment) {
  return {
    id: deposit.id,
    user_id: deposit.userId,
    user: { first_name: deposit.user.firstName, last_name: deposit.user.lastName, email: deposit.user.email },
    code: deposit.purpose === 'TRADING' ? 1 : 2,
    status: titleCase(deposit.status),
    price: Number(deposit.price.amount),
    currency: deposit.price.assetCode,
    price_in_crypto: Number(deposit.priceInCrypto.amount),
    crypto_currency: deposit.cryptoCurrency,
    wallet_address: deposit.walletAddress,
    comment: deposit.comment,
    timestamp: Number(deposit.timestamp),
    link: deposit.link,
    created_by_admin: deposit.createdByAdmin ? 1 : 0,
    transaction_reference: deposit.transactionReference,
    failure_reason: deposit.failureReason,
    created_at: deposit.createdAt,
    ...updatedAt(deposit),
  };
}

export function toLegacyWithdrawal(withdrawal: LegacyWithdrawalFragment) {
  const destination = withdrawal.destination;
  return {
    id: withdrawal.id,
    user_id: withdrawal.userId,
    payment_method: METHOD_NAMES[withdrawal.method],
    from: SOURCES.indexOf(withdrawal.source) + 1,
    amount: Number(withdrawal.amount.amount),
    fee: Number(withdrawal.fee.amount),
    net_amount: Number(withdrawal.netAmount.amount),
    currency: withdrawal.amount.assetCode,
    status: titleCase(withdrawal.status),
    wallet_address: destination.walletAddress,
    paypal_email: destination.paypalEmail,
    bank_name: destination.bankName,
    account_name: destination.accountName,
    account_number: destination.accountNumber,
    iban: destination.iban,
    routing_number: destination.routingNumber,
    payout_reference: withdrawal.payoutReference,
    failure_reason: withdrawal.failureReason,
    created_at: withdrawal.createdAt,
    ...updatedAt(withdrawal),
  };
}

export function toLegacyWallet(wallet: LegacyWalletFragment) {
  return {
    id: wallet.id,
    address: wallet.address,
    type: wallet.type === 'BTC' ? 1 : 2,
    assigned_count: wallet.assignedCount,
  };
}

/** Currency 0 BTC, 1 ETH as in the specification; other assets keep their code. */
export function toLegacyPayout(payout: LegacyPayoutFragment) {
  const code = payout.amount.assetCode;
  return {
    id: payout.id,
    link: payout.link,
    wallet_address: payout.maskedDestination,
    date_of_withdrawal: payout.completedAt.slice(0, 10),
    withdrawal_amount: Number(payout.amount.amount),
    currency: code === 'BTC' ? 0 : code === 'ETH' ? 1 : code,
    payment_method: METHOD_NAMES[payout.method],
    hidden: payout.hidden ? 1 : 0,
  };
}

/** The funds fields of the legacy customer object; null when funds did not answer them (issue 26: it is away). */
export function toLegacyFunds(user: LegacyFundsOfUserFragment, pageUrl: (page: number) => string) {
  const { balances, depositAddresses, deposits, withdrawals, pendingDepositCount, pendingWithdrawalCount } = user;
  if (!balances || !depositAddresses || !deposits || !withdrawals) return null;
  if (pendingDepositCount == null || pendingWithdrawalCount == null) return null;
  const mining = Object.fromEntries(
    balances.mining.map((line) => [MINING_FIELDS[line.assetCode], Number(line.amount)]),
  );
  return {
    trading_balance: Number(balances.trading.amount),
    trading_currency: balances.trading.assetCode,
    ...mining,
    pending_deposits: pendingDepositCount,
    pending_withdrawals: pendingWithdrawalCount,
    deposit_btc_wallet: depositAddresses.btc,
    deposit_eth_wallet: depositAddresses.eth,
    deposits: legacyEmbeddedPage(deposits, toLegacyDeposit, pageUrl),
    withdrawals: legacyEmbeddedPage(withdrawals, toLegacyWithdrawal, pageUrl),
  };
}
