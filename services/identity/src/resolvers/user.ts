import type { IdentityContext } from '../context';
import type { UserRow } from '../db/users.repository';
import { referralsOf } from '../users/referrals';

const IDENTITY_CHECK_STATES = ['NOT_SUBMITTED', 'AWAITING_REVIEW', 'APPROVED'] as const;

export const User = {
  /** Other subgraphs refer to users by id; only the user themself or an admin gets the fields. */
  __resolveReference: ({ id }: { id: string }, { identity, viewer }: IdentityContext) =>
    identity.userForViewer(viewer, id),
  detailsCompleted: (user: UserRow) => user.detailsCompletedAt !== null,
  deviceVerified: (user: UserRow) => user.deviceVerifiedAt !== null,
  identityCheck: (user: UserRow) => IDENTITY_CHECK_STATES[user.identityCheck],
  identityDocuments: (user: UserRow, _: unknown, { identityChecks, viewer }: IdentityContext) =>
    identityChecks.documents(viewer, user),
  photo: (user: UserRow, _: unknown, { photos, viewer }: IdentityContext) => photos.photoOf(viewer, user),
  referralCount: async (user: UserRow, _: unknown, context: IdentityContext) =>
    (await referralsOf(context.database, context.viewer, user, 1, 1)).total,
  referrals: (user: UserRow, args: { page: number; pageSize: number }, context: IdentityContext) =>
    referralsOf(context.database, context.viewer, user, args.page, args.pageSize),
};
