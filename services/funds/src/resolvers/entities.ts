import type { FundsContext } from '../context';
import { readableOrNull } from './query';

type Reference = { id: string };

/** Other subgraphs may refer to these records; the same read rules apply as to the queries. */
export const entityResolvers = {
  Deposit: {
    __resolveReference: async ({ id }: Reference, context: FundsContext) =>
      readableOrNull(context, await context.deposits.find(id)),
  },
  Withdrawal: {
    __resolveReference: async ({ id }: Reference, context: FundsContext) =>
      readableOrNull(context, await context.withdrawals.find(id)),
  },
  Adjustment: {
    __resolveReference: async ({ id }: Reference, context: FundsContext) =>
      readableOrNull(context, await context.adjustments.find(id)),
  },
};
