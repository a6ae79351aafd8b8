import { pageRequest } from '@mc/platform';
import { isUuid, requireCustomer, requireReader } from '../access/access';
import type { FundsContext } from '../context';
import { fundsError } from '../errors';
import type { UserResolvers } from '../generated/resolvers';

/** The customer as the gateway refers to them: identity's `currency` comes along where a field requires it. */
export type UserReference = { id: string; currency?: string };

/** The funds fields of the federated customer; each one is readable by its owner and by admins. */
export const User: UserResolvers = {
  __resolveReference: (reference) => reference,

  balances: async (user, _, context) => {
    readable(user, context);
    return context.balances.balances(user.id, await context.loaders.accounts.load(user.id), user.currency ?? 'USD');
  },
  pendingDepositCount: (user, _, context) => {
    readable(user, context);
    return context.loaders.pendingDeposits.load(user.id);
  },
  pendingWithdrawalCount: (user, _, context) => {
    readable(user, context);
    return context.loaders.pendingWithdrawals.load(user.id);
  },
  deposits: (user, args, context) => {
    readable(user, context);
    return context.deposits.page(pageRequest(args.page, args.pageSize), { userId: user.id });
  },
  withdrawals: (user, args, context) => {
    readable(user, context);
    return context.withdrawals.page(pageRequest(args.page, args.pageSize), { userId: user.id });
  },
  adjustments: (user, args, context) => {
    readable(user, context);
    return context.adjustments.page(pageRequest(args.page, args.pageSize), { userId: user.id });
  },
  depositAddresses: (user, _, context) => {
    readable(user, context);
    return context.wallets.addressesOf(user.id);
  },
  statement: (user, args, context) => {
    readable(user, context);
    return context.balances.statement(user.id, pageRequest(args.page, args.pageSize, 50), args.assetCode);
  },
  /** The customer's own only: the salt in it is what keeps their leaf private, so admins do not read it here either. */
  liabilityProof: (user, _, context) => {
    if (requireCustomer(context.viewer) !== user.id)
      throw fundsError('OWN_PROOF_ONLY', 'You can only read your own inclusion proof');
    return context.liabilityProofs.inclusionOf(user.id);
  },
};

function readable(user: UserReference, { viewer }: FundsContext): void {
  requireReader(viewer, user.id);
  if (!isUuid(user.id)) throw fundsError('INVALID_INPUT', 'Not a customer id');
}
