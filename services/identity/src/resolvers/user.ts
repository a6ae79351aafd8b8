import type { UserResolvers } from '../generated/resolvers';
import { referralsOf } from '../users/referrals';

const IDENTITY_CHECK_STATES = ['NOT_SUBMITTED', 'AWAITING_REVIEW', 'APPROVED'] as const;

export const User: UserResolvers = {
  /** Other subgraphs refer to users by id; only the user themself or an admin gets the fields. */
  __resolveReference: ({ id }, { identity, viewer }) => identity.userForViewer(viewer, id),
  detailsCompleted: (user) => user.detailsCompletedAt !== null,
  deviceVerified: (user) => user.deviceVerifiedAt !== null,
  identityCheck: (user) => IDENTITY_CHECK_STATES[user.identityCheck],
  identityDocuments: (user, _, { identityChecks, viewer }) => identityChecks.documents(viewer, user),
  photo: (user, _, { photos, viewer }) => photos.photoOf(viewer, user),
  referralCount: async (user, _, context) => (await referralsOf(context.database, context.viewer, user, 1, 1)).total,
  referrals: (user, args, context) => referralsOf(context.database, context.viewer, user, args.page, args.pageSize),
};
