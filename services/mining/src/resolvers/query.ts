import type { QueryResolvers } from '../generated/resolvers';

export const Query: QueryResolvers = {
  plans: (_parent, { coin }, { mining }) => mining.plans(coin ?? undefined),
};
