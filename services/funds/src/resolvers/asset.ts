import type { AssetResolvers } from '../generated/resolvers';

export const Asset: AssetResolvers = {
  /** Other subgraphs (mining's plans) refer to assets by code; an unknown code resolves to null. */
  __resolveReference: ({ code }, { funds }) => funds.asset(code),
};
