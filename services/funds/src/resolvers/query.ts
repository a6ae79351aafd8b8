import { mayReadCustomer, requireAdmin, requireCustomer } from '../access/access';
import type { FundsContext } from '../context';
import type { AdjustmentStatus } from '../db/adjustments.repository';
import type { DepositStatus } from '../db/deposits.repository';
import { pageRequest } from '../db/paging';
import type { WithdrawalStatus } from '../db/withdrawals.repository';
import { fundsError } from '../errors';
import { moneyOf } from './money';

type ListArgs<TStatus = never> = { page?: number; pageSize?: number; search?: string | null; status?: TStatus | null };

export const Query = {
  assets: (_: unknown, _args: unknown, { funds }: FundsContext) => funds.assets(),
  asset: (_: unknown, { code }: { code: string }, { funds }: FundsContext) => funds.asset(code),
  exchangeRates: (_: unknown, _args: unknown, { funds }: FundsContext) => funds.exchangeRates(),

  withdrawalRules: async (_: unknown, args: { currency?: string | null }, context: FundsContext) => {
    const rules = await context.withdrawals.rulesFor(requireCustomer(context.viewer), args.currency);
    return Promise.all(
      rules.map(async (rule) => ({
        ...rule,
        minimum: await moneyOf(context, rule.minimum.asset, rule.minimum.minor),
        minimumFee: await moneyOf(context, rule.minimumFee.asset, rule.minimumFee.minor),
      })),
    );
  },
  deposit: async (_: unknown, { id }: { id: string }, context: FundsContext) =>
    readableOrNull(context, await context.deposits.find(id)),
  withdrawal: async (_: unknown, { id }: { id: string }, context: FundsContext) =>
    readableOrNull(context, await context.withdrawals.find(id)),
  paymentLink: (_: unknown, args: { timestamp: string; address: string }, { deposits }: FundsContext) =>
    deposits.byLink(args.timestamp, args.address),

  allDeposits: (_: unknown, args: ListArgs<DepositStatus>, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.deposits.page(pageRequest(args.page, args.pageSize, 50), {
      status: args.status ?? undefined,
      search: args.search ?? undefined,
    });
  },
  allWithdrawals: (_: unknown, args: ListArgs<WithdrawalStatus>, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.withdrawals.page(pageRequest(args.page, args.pageSize, 50), {
      status: args.status ?? undefined,
      search: args.search ?? undefined,
    });
  },
  allAdjustments: (_: unknown, args: ListArgs<AdjustmentStatus>, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.adjustments.page(pageRequest(args.page, args.pageSize, 50), { status: args.status ?? undefined });
  },
  wallets: (_: unknown, args: { search?: string | null }, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.wallets.list(args.search ?? undefined);
  },
  wallet: (_: unknown, { id }: { id: string }, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.wallets.find(id);
  },
  payouts: (_: unknown, args: ListArgs, { payouts }: FundsContext) =>
    payouts.page(pageRequest(args.page, args.pageSize), { includeHidden: false, search: args.search }),
  allPayouts: (_: unknown, args: ListArgs, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.payouts.page(pageRequest(args.page, args.pageSize, 50), {
      includeHidden: true,
      search: args.search,
    });
  },
  fundsAuditLog: (_: unknown, args: ListArgs, context: FundsContext) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.auditLog.page(pageRequest(args.page, args.pageSize, 50), args.search);
  },
  latestLiabilityProof: (_: unknown, _args: unknown, { liabilityProofs }: FundsContext) => liabilityProofs.latest(),
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
