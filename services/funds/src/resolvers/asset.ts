import type { FundsContext } from '../context';

export const Asset = {
  /** Other subgraphs (mining's plans) refer to assets by code; an unknown code resolves to null. */
  __resolveReference: ({ code }: { code: string }, { funds }: FundsContext) => funds.asset(code),
};
