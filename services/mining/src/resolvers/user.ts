import { pageRequest } from '@mc/platform';
import { requireReader } from '../access/access';
import type { UserResolvers } from '../generated/resolvers';

/** The customer as the gateway refers to them. */
export type UserReference = { id: string };

/** Mining's fields of the federated customer: readable by the customer and by admins. */
export const User: UserResolvers = {
  __resolveReference: (reference) => reference,
  contracts: (user, args, { viewer, contracts }) => {
    requireReader(viewer, user.id);
    return contracts.page(pageRequest(args.page, args.pageSize), user.id);
  },
};
