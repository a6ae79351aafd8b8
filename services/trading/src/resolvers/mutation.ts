import { requireCustomer } from '../access';
import type { MutationResolvers } from '../generated/resolvers';

export const Mutation: MutationResolvers = {
  openTrade: (_parent, { input }, { viewer, trades }) => trades.open(requireCustomer(viewer), input),
  closeTrade: (_parent, { id }, { viewer, trades }) => trades.close(requireCustomer(viewer), id),
  openOption: (_parent, { input }, { viewer, options }) => options.open(requireCustomer(viewer), input),
};
