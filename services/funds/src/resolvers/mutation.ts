import { requireAdmin, requireCustomer } from '../access/access';
import type { FundsContext } from '../context';
import type { CreateDepositInput, RecordDepositInput } from '../deposits/deposit.service';
import type { LegacyPayoutMatch } from '../payouts/payout.service';
import type { CreateWithdrawalInput } from '../withdrawals/withdrawal.service';

type Id = { id: string };

/** Every money write; the role each one needs is checked here, the rules in the services. */
export const Mutation = {
  createDeposit: (_: unknown, { input }: { input: CreateDepositInput }, { viewer, deposits }: FundsContext) =>
    deposits.create(requireCustomer(viewer), input),
  recordDeposit: (_: unknown, { input }: { input: RecordDepositInput }, context: FundsContext) =>
    context.deposits.record(accountant(context), input),
  confirmDeposit: (_: unknown, args: Id & { transactionReference?: string | null }, context: FundsContext) =>
    context.deposits.confirm(accountant(context), args.id, args.transactionReference),
  failDeposit: (_: unknown, args: Id & { reason?: string | null }, context: FundsContext) =>
    context.deposits.fail(accountant(context), args.id, args.reason),
  cancelDeposit: (_: unknown, args: Id, context: FundsContext) => context.deposits.cancel(accountant(context), args.id),

  createWithdrawal: (_: unknown, { input }: { input: CreateWithdrawalInput }, { viewer, withdrawals }: FundsContext) =>
    withdrawals.create(requireCustomer(viewer), input),
  completeWithdrawal: (_: unknown, args: Id & { payoutReference?: string | null }, context: FundsContext) =>
    context.withdrawals.complete(accountant(context), args.id, args.payoutReference),
  failWithdrawal: (_: unknown, args: Id & { reason: string }, context: FundsContext) =>
    context.withdrawals.fail(accountant(context), args.id, args.reason),

  requestAdjustment: (
    _: unknown,
    args: { userId: string; assetCode: string; amount: string; reason: string; requestId?: string | null },
    context: FundsContext,
  ) => context.adjustments.request(accountant(context), args),
  requestBalanceTargets: (
    _: unknown,
    args: { userId: string; targets: { assetCode: string; target: string }[]; reason: string },
    context: FundsContext,
  ) => context.adjustments.requestTargets(accountant(context), args.userId, args.targets, args.reason),
  approveAdjustment: (_: unknown, args: Id, context: FundsContext) =>
    context.adjustments.approve(accountant(context), args.id),
  rejectAdjustment: (_: unknown, args: Id & { reason: string }, context: FundsContext) =>
    context.adjustments.reject(accountant(context), args.id, args.reason),

  createWallet: (_: unknown, args: { address: string; type: 'BTC' | 'ETH' }, context: FundsContext) =>
    context.wallets.create(operator(context), args.address, args.type),
  updateWallet: (_: unknown, args: Id & { address: string }, context: FundsContext) =>
    context.wallets.updateAddress(operator(context), args.id, args.address),

  attachPayoutLink: (_: unknown, args: { withdrawalId: string; link: string }, context: FundsContext) =>
    context.payouts.attachLink(operator(context), args.withdrawalId, args.link),
  attachPayoutLinkByMatch: (
    _: unknown,
    { input }: { input: LegacyPayoutMatch & { link: string } },
    context: FundsContext,
  ) => context.payouts.attachLinkByMatch(operator(context), input, input.link),
  hidePayout: (_: unknown, args: { withdrawalId: string }, context: FundsContext) =>
    context.payouts.hide(operator(context), args.withdrawalId),

  publishLiabilityProof: (_: unknown, args: { requestId?: string | null }, context: FundsContext) =>
    context.liabilityProofs.publish(accountant(context), args.requestId),
};

const accountant = ({ viewer, clientIp }: FundsContext) => requireAdmin(viewer, clientIp, 'accountant');
const operator = ({ viewer, clientIp }: FundsContext) => requireAdmin(viewer, clientIp, 'operator');
