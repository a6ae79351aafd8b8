import type { AdjustmentResolvers, DepositResolvers, WithdrawalResolvers } from '../generated/resolvers';
import { readableOrNull } from './query';

/** Other subgraphs may refer to these records; the same read rules apply as to the queries. */
export const entityResolvers: {
  Deposit: Pick<DepositResolvers, '__resolveReference'>;
  Withdrawal: Pick<WithdrawalResolvers, '__resolveReference'>;
  Adjustment: Pick<AdjustmentResolvers, '__resolveReference'>;
} = {
  Deposit: {
    __resolveReference: async ({ id }, context) => readableOrNull(context, await context.deposits.find(id)),
  },
  Withdrawal: {
    __resolveReference: async ({ id }, context) => readableOrNull(context, await context.withdrawals.find(id)),
  },
  Adjustment: {
    __resolveReference: async ({ id }, context) => readableOrNull(context, await context.adjustments.find(id)),
  },
};
