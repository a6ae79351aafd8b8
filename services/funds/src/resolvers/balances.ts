import type { BalancesResolvers } from '../generated/resolvers';

/** The balances' fields read on demand; the owner was checked where the balances were resolved (User.balances). */
export const Balances: BalancesResolvers = {
  tradingHeldByPurpose: (balances, _, context) =>
    context.balances.heldByPurpose(balances.ownerId, balances.tradingHeld.assetCode),
};
