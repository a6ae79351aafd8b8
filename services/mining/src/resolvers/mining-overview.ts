import { requireReader } from '../access/access';
import type { MiningCoinOverviewResolvers, MiningDailyPayoutResolvers, UserResolvers } from '../generated/resolvers';
import { PER_SECOND_SCALE } from '../plans/estimates';
import { formatMinorUnits, PAYOUT_SCALE } from '../plans/plan-display';

/** GH/s show 3 decimals of the MH/s the hashrate is kept in. */
const GHS_SCALE = 3;

/** The customer's mining overview: their own, or any customer's for an admin (DESIGN.md §9). */
export const UserMiningOverview: Pick<UserResolvers, 'miningOverview'> = {
  miningOverview: async (user, _args, { viewer, overview, market }) => {
    requireReader(viewer, user.id);
    return overview.overview(user.id, await market());
  },
};

export const MiningCoinOverview: MiningCoinOverviewResolvers = {
  powerGhs: (coin) => formatMinorUnits(coin.hashrateMhs, GHS_SCALE),
  dailyEstimate: (coin) => (coin.dailyNetMinor === null ? null : formatMinorUnits(coin.dailyNetMinor, PAYOUT_SCALE)),
  perSecond: (coin) => (coin.perSecondE16 === null ? null : formatMinorUnits(coin.perSecondE16, PER_SECOND_SCALE)),
};

export const MiningDailyPayout: MiningDailyPayoutResolvers = {
  amount: (payout) => formatMinorUnits(payout.amountMinor, PAYOUT_SCALE),
};
