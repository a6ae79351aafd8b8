import type { DepositRow } from '../db/deposits.repository';
import { cryptoAmountOf } from '../deposits/deposit.service';
import { LINK_VALID_MS, linkExpired, linkValid, paymentLinkOf } from '../deposits/deposit-rules';
import { maskedDestination } from '../withdrawals/withdrawal-rules';
import type {
  AdjustmentResolvers,
  DepositResolvers,
  PaymentLinkResolvers,
  PayoutResolvers,
  WalletResolvers,
  WithdrawalResolvers,
} from '../generated/resolvers';
import { moneyOf } from './money';

/** Field mappers from repository rows to the GraphQL types of the funds contract. */

/** A reference the gateway completes from identity (name, e-mail). */
const customerOf = (row: { userId: string }) => ({ id: row.userId });
/** References identity completes (e-mail, name) for admins. */
const adminOf = (id: string | null) => (id === null ? null : { id });
const createdBy = (row: { createdByAdminId: string | null }) => adminOf(row.createdByAdminId);
const decidedBy = (row: { decidedByAdminId: string | null }) => adminOf(row.decidedByAdminId);

export const Deposit: DepositResolvers = {
  user: customerOf,
  createdBy,
  decidedBy,
  price: (row, _, context) => moneyOf(context, row.priceAsset, row.priceMinor),
  priceInCrypto: (row, _, context) => moneyOf(context, row.crypto, row.priceInCryptoMinor),
  cryptoCurrency: (row) => row.crypto,
  timestamp: (row) => row.linkTimestampMs.toString(),
  link: (row) => paymentLinkOf(row.linkTimestampMs, row.crypto, row.walletAddress, cryptoAmountOf(row)),
  linkExpiresAt: (row) => linkExpiry(row),
  linkValid: (row, _, { now }) => linkValid(row, now()),
  linkExpired: (row, _, { now }) => linkExpired(row, now()),
  createdByAdmin: (row) => row.createdByAdminId !== null,
};

export const PaymentLink: PaymentLinkResolvers = {
  cryptoCurrency: (row) => row.crypto,
  priceInCrypto: (row, _, context) => moneyOf(context, row.crypto, row.priceInCryptoMinor),
  expiresAt: (row) => linkExpiry(row),
  valid: (row, _, { now }) => linkValid(row, now()),
};

export const Withdrawal: WithdrawalResolvers = {
  user: customerOf,
  decidedBy,
  amount: (row, _, context) => moneyOf(context, row.asset, row.amountMinor),
  fee: (row, _, context) => moneyOf(context, row.asset, row.feeMinor),
  netAmount: (row, _, context) => moneyOf(context, row.asset, row.amountMinor - row.feeMinor),
  destination: (row) => row,
};

export const Adjustment: AdjustmentResolvers = {
  user: customerOf,
  createdBy,
  decidedBy,
  amount: (row, _, context) => moneyOf(context, row.asset, row.amountMinor),
};

export const Payout: PayoutResolvers = {
  maskedDestination: (row) => maskedDestination(row),
  // What the customer received: the fee stays with the platform.
  amount: (row, _, context) => moneyOf(context, row.asset, row.amountMinor - row.feeMinor),
  completedAt: (row) => {
    // Payouts are completed withdrawals, and the table's check gives every decided withdrawal its time.
    if (row.decidedAt === null) throw new Error(`Payout ${row.id} has no completion time`);
    return row.decidedAt;
  },
};

export const Wallet: WalletResolvers = {
  type: (row) => row.crypto,
};

function linkExpiry(row: DepositRow): Date {
  return new Date(Number(row.linkTimestampMs) + LINK_VALID_MS);
}
