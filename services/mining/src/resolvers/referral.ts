import type { ReferralBonusResolvers, ReferralResolvers } from '../generated/resolvers';
import { formatMinorUnits } from '../plans/plan-display';

/** A referred customer as the gateway refers to them (identity's Referral, keyed by the customer's id). */
export type ReferralReference = { id: string };

/** What the referrer earned from a referred customer's purchases: their own bonus contracts only. */
export const Referral: ReferralResolvers = {
  __resolveReference: (reference) => reference,
  bonuses: (referral, _, { viewer, referrals }) => referrals.bonuses(viewer, referral.id),
};

export const ReferralBonus: ReferralBonusResolvers = {
  contract: (row) => row.bonus,
  purchasedHashrateThs: (row) => formatMinorUnits(row.purchasedHashrateMhs, 6),
};
