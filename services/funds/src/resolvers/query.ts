import { pageRequest } from '@mc/platform';
import { mayReadCustomer, requireAdmin, requireCustomer } from '../access/access';
import type { FundsContext } from '../context';
import { fundsError } from '../errors';
import type { QueryResolvers } from '../generated/resolvers';
import { moneyOf } from './money';

export const Query: QueryResolvers = {
  assets: (_, _args, { funds }) => funds.assets(),
  asset: (_, { code }, { funds }) => funds.asset(code),
  exchangeRates: (_, _args, { funds }) => funds.exchangeRates(),

  withdrawalRules: async (_, args, context) => {
    const rules = await context.withdrawals.rulesFor(requireCustomer(context.viewer), args.currency);
    return Promise.all(
      rules.map(async (rule) => ({
        ...rule,
        minimum: await moneyOf(context, rule.minimum.asset, rule.minimum.minor),
        minimumFee: await moneyOf(context, rule.minimumFee.asset, rule.minimumFee.minor),
      })),
    );
  },
  deposit: async (_, { id }, context) => readableOrNull(context, await context.deposits.find(id)),
  withdrawal: async (_, { id }, context) => readableOrNull(context, await context.withdrawals.find(id)),
  paymentLink: (_, args, { deposits }) => deposits.byLink(args.timestamp, args.address),

  allDeposits: (_, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.deposits.page(pageRequest(args.page, args.pageSize, 50), {
      status: args.status ?? undefined,
      search: args.search ?? undefined,
      searchCustomerIds: args.searchCustomerIds ?? undefined,
    });
  },
  allWithdrawals: (_, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.withdrawals.page(pageRequest(args.page, args.pageSize, 50), {
      status: args.status ?? undefined,
      search: args.search ?? undefined,
    });
  },
  allAdjustments: (_, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.adjustments.page(pageRequest(args.page, args.pageSize, 50), { status: args.status ?? undefined });
  },
  wallets: (_, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.wallets.list(args.search ?? undefined);
  },
  wallet: (_, { id }, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.wallets.find(id);
  },
  payouts: (_, args, { payouts }) =>
    payouts.page(pageRequest(args.page, args.pageSize), { includeHidden: false, search: args.search }),
  allPayouts: (_, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.payouts.page(pageRequest(args.page, args.pageSize, 50), {
      includeHidden: true,
      search: args.search,
    });
  },
  fundsAuditLog: (_, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.auditLog.page(pageRequest(args.page, args.pageSize, 50), args.search);
  },
  latestLiabilityProof: (_, _args, { liabilityProofs }) => liabilityProofs.latest(),
};

/** A record its owner or an admin may see; for anyone else it does not exist. */
export function readableOrNull<TRow extends { userId: string }>(
  { viewer }: FundsContext,
  row: TRow | null,
): TRow | null {
  if (viewer.kind === 'guest')
    throw fundsError(viewer.sessionExpired ? 'SESSION_EXPIRED' : 'SIGN_IN_REQUIRED', 'Sign in first');
  return row && mayReadCustomer(viewer, row.userId) ? row : null;
}
