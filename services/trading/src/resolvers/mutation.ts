import { requireCustomer, requireDesk, requireOperator } from '../access';
import type { MutationResolvers } from '../generated/resolvers';

export const Mutation: MutationResolvers = {
  openTrade: (_parent, { input }, { viewer, trades }) => trades.open(requireCustomer(viewer), input),
  closeTrade: (_parent, { id }, { viewer, trades }) => trades.close(requireCustomer(viewer), id),
  openOption: (_parent, { input }, { viewer, options }) => options.open(requireCustomer(viewer), input),
  copyTrader: (_parent, { traderId, allocation, requestId }, { viewer, copies }) =>
    copies.copy(requireCustomer(viewer), traderId, allocation, requestId),
  stopCopying: (_parent, { traderId }, { viewer, copies }) => copies.stop(requireCustomer(viewer), traderId),
  createTrader: (_parent, { input, requestId }, { viewer, clientIp, traders }) =>
    traders.create(requireOperator(viewer, clientIp), input, requestId),
  updateTrader: (_parent, { id, input }, { viewer, clientIp, traders }) =>
    traders.update(requireOperator(viewer, clientIp), id, input),
  retireTrader: (_parent, { id, reason }, { viewer, clientIp, traders }) =>
    traders.retire(requireOperator(viewer, clientIp), id, reason),
  openTraderTrade: (_parent, { input }, { viewer, clientIp, desk }) => desk.open(requireDesk(viewer, clientIp), input),
  closeTraderTrade: (_parent, { id }, { viewer, clientIp, desk }) => desk.close(requireDesk(viewer, clientIp), id),
};
