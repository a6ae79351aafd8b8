import type { FundsContext } from '../context';
import type { AdjustmentRow } from '../db/adjustments.repository';
import type { DepositRow } from '../db/deposits.repository';
import type { WalletWithCount } from '../db/wallets.repository';
import type { PayoutRow, WithdrawalRow } from '../db/withdrawals.repository';
import { cryptoAmountOf } from '../deposits/deposit.service';
import { LINK_VALID_MS, linkValid, paymentLinkOf } from '../deposits/deposit-rules';
import { maskedDestination } from '../withdrawals/withdrawal-rules';
import { moneyOf } from './money';

/** Field mappers from repository rows to the GraphQL types of the funds contract. */

/** A reference the gateway completes from identity (name, e-mail). */
const customerOf = (row: { userId: string }) => ({ id: row.userId });
/** References identity completes (e-mail, name) for admins. */
const adminOf = (id: string | null) => (id === null ? null : { id });
const createdBy = (row: { createdByAdminId: string | null }) => adminOf(row.createdByAdminId);
const decidedBy = (row: { decidedByAdminId: string | null }) => adminOf(row.decidedByAdminId);

export const Deposit = {
  user: customerOf,
  createdBy,
  decidedBy,
  price: (row: DepositRow, _: unknown, context: FundsContext) => moneyOf(context, row.priceAsset, row.priceMinor),
  priceInCrypto: (row: DepositRow, _: unknown, context: FundsContext) =>
    moneyOf(context, row.crypto, row.priceInCryptoMinor),
  cryptoCurrency: (row: DepositRow) => row.crypto,
  timestamp: (row: DepositRow) => row.linkTimestampMs.toString(),
  link: (row: DepositRow) => paymentLinkOf(row.linkTimestampMs, row.crypto, row.walletAddress, cryptoAmountOf(row)),
  linkExpiresAt: (row: DepositRow) => linkExpiry(row),
  linkValid: (row: DepositRow, _: unknown, { now }: FundsContext) => linkValid(row, now()),
  createdByAdmin: (row: DepositRow) => row.createdByAdminId !== null,
};

export const PaymentLink = {
  cryptoCurrency: (row: DepositRow) => row.crypto,
  priceInCrypto: (row: DepositRow, _: unknown, context: FundsContext) =>
    moneyOf(context, row.crypto, row.priceInCryptoMinor),
  expiresAt: (row: DepositRow) => linkExpiry(row),
  valid: (row: DepositRow, _: unknown, { now }: FundsContext) => linkValid(row, now()),
};

export const Withdrawal = {
  user: customerOf,
  decidedBy,
  amount: (row: WithdrawalRow, _: unknown, context: FundsContext) => moneyOf(context, row.asset, row.amountMinor),
  fee: (row: WithdrawalRow, _: unknown, context: FundsContext) => moneyOf(context, row.asset, row.feeMinor),
  netAmount: (row: WithdrawalRow, _: unknown, context: FundsContext) =>
    moneyOf(context, row.asset, row.amountMinor - row.feeMinor),
  destination: (row: WithdrawalRow) => row,
};

export const Adjustment = {
  user: customerOf,
  createdBy,
  decidedBy,
  amount: (row: AdjustmentRow, _: unknown, context: FundsContext) => moneyOf(context, row.asset, row.amountMinor),
};

export const Payout = {
  maskedDestination: (row: PayoutRow) => maskedDestination(row),
  // What the customer received: the fee stays with the platform.
  amount: (row: PayoutRow, _: unknown, context: FundsContext) =>
    moneyOf(context, row.asset, row.amountMinor - row.feeMinor),
  completedAt: (row: PayoutRow) => row.decidedAt,
};

export const Wallet = {
  type: (row: WalletWithCount) => row.crypto,
};

function linkExpiry(row: DepositRow): Date {
  return new Date(Number(row.linkTimestampMs) + LINK_VALID_MS);
}

export const FundsAuditEntry = {
  admin: (entry: { adminId: string }) => ({ id: entry.adminId }),
};
