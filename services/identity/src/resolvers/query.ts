import type { QueryResolvers } from '../generated/resolvers';

export const Query: QueryResolvers = {
  me: (_parent, _args, { identity, viewer }) => identity.me(viewer),
};
