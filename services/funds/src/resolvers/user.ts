import { isUuid, requireCustomer, requireReader } from '../access/access';
import type { FundsContext } from '../context';
import { pageRequest } from '../db/paging';
import { fundsError } from '../errors';

type UserReference = { id: string; currency?: string };
type PageArgs = { page?: number; pageSize?: number };

/** The funds fields of the federated customer; each one is readable by its owner and by admins. */
export const User = {
  __resolveReference: (reference: UserReference) => reference,

  balances: async (user: UserReference, _: unknown, context: FundsContext) => {
    readable(user, context);
    return context.balances.balances(user.id, await context.loaders.accounts.load(user.id), user.currency ?? 'USD');
  },
  pendingDepositCount: (user: UserReference, _: unknown, context: FundsContext) => {
    readable(user, context);
    return context.loaders.pendingDeposits.load(user.id);
  },
  pendingWithdrawalCount: (user: UserReference, _: unknown, context: FundsContext) => {
    readable(user, context);
    return context.loaders.pendingWithdrawals.load(user.id);
  },
  deposits: (user: UserReference, args: PageArgs, context: FundsContext) => {
    readable(user, context);
    return context.deposits.page(pageRequest(args.page, args.pageSize), { userId: user.id });
  },
  withdrawals: (user: UserReference, args: PageArgs, context: FundsContext) => {
    readable(user, context);
    return context.withdrawals.page(pageRequest(args.page, args.pageSize), { userId: user.id });
  },
  adjustments: (user: UserReference, args: PageArgs, context: FundsContext) => {
    readable(user, context);
    return context.adjustments.page(pageRequest(args.page, args.pageSize), { userId: user.id });
  },
  depositAddresses: (user: UserReference, _: unknown, context: FundsContext) => {
    readable(user, context);
    return context.wallets.addressesOf(user.id);
  },
  statement: (user: UserReference, args: PageArgs & { assetCode?: string | null }, context: FundsContext) => {
    readable(user, context);
    return context.balances.statement(user.id, pageRequest(args.page, args.pageSize, 50), args.assetCode);
  },
  /** The customer's own only: the salt in it is what keeps their leaf private, so admins do not read it here either. */
  liabilityProof: (user: UserReference, _: unknown, context: FundsContext) => {
    if (requireCustomer(context.viewer) !== user.id)
      throw fundsError('OWN_PROOF_ONLY', 'You can only read your own inclusion proof');
    return context.liabilityProofs.inclusionOf(user.id);
  },
};

function readable(user: UserReference, { viewer }: FundsContext): void {
  requireReader(viewer, user.id);
  if (!isUuid(user.id)) throw fundsError('INVALID_INPUT', 'Not a customer id');
}
