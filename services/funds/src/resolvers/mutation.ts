import { requireAdmin, requireCustomer } from '../access/access';
import type { FundsContext } from '../context';
import type { MutationResolvers } from '../generated/resolvers';
import { tradingHoldRequest } from '../trading/trading-holds';

/** Every money write; the role each one needs is checked here, the rules in the services. */
export const Mutation: MutationResolvers = {
  createDeposit: (_, { input }, { viewer, deposits }) => deposits.create(requireCustomer(viewer), input),
  recordDeposit: (_, { input }, context) => context.deposits.record(accountant(context), input),
  confirmDeposit: (_, args, context) =>
    context.deposits.confirm(accountant(context), args.id, args.transactionReference),
  failDeposit: (_, args, context) => context.deposits.fail(accountant(context), args.id, args.reason),
  cancelDeposit: (_, args, context) => context.deposits.cancel(accountant(context), args.id),

  createWithdrawal: (_, { input }, { viewer, withdrawals }) => withdrawals.create(requireCustomer(viewer), input),
  completeWithdrawal: (_, args, context) =>
    context.withdrawals.complete(accountant(context), args.id, args.payoutReference),
  failWithdrawal: (_, args, context) => context.withdrawals.fail(accountant(context), args.id, args.reason),

  requestAdjustment: (_, args, context) => context.adjustments.request(accountant(context), args),
  requestBalanceTargets: (_, args, context) =>
    context.adjustments.requestTargets(accountant(context), args.userId, args.targets, args.reason),
  approveAdjustment: (_, args, context) => context.adjustments.approve(accountant(context), args.id),
  rejectAdjustment: (_, args, context) => context.adjustments.reject(accountant(context), args.id, args.reason),

  createWallet: (_, args, context) => context.wallets.create(operator(context), args.address, args.type),
  updateWallet: (_, args, context) => context.wallets.updateAddress(operator(context), args.id, args.address),

  attachPayoutLink: (_, args, context) => context.payouts.attachLink(operator(context), args.withdrawalId, args.link),
  attachPayoutLinkByMatch: (_, { input }, context) =>
    context.payouts.attachLinkByMatch(operator(context), input, input.link),
  hidePayout: (_, args, context) => context.payouts.hide(operator(context), args.withdrawalId),

  placeTradingHold: (_, { input }, { viewer, tradingHolds }) =>
    tradingHolds.place(tradingHoldRequest(requireCustomer(viewer), input)),

  publishLiabilityProof: (_, args, context) => context.liabilityProofs.publish(accountant(context), args.requestId),
};

const accountant = ({ viewer, clientIp }: FundsContext) => requireAdmin(viewer, clientIp, 'accountant');
const operator = ({ viewer, clientIp }: FundsContext) => requireAdmin(viewer, clientIp, 'operator');
