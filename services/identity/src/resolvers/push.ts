import type { StoredPushSubscription } from '../db/schema';
import { latestOpenMessageOf } from '../db/messages.repository';
import type { MutationResolvers, QueryResolvers, UserResolvers } from '../generated/resolvers';

export const pushQueries: QueryResolvers = {
  webPushPublicKey: (_, __, { webPush }) => webPush.publicKey(),
};

export const pushMutations: MutationResolvers = {
  updateWebPush: (_, args, { webPush, viewer }) => webPush.updateSettings(viewer, args),
  sendCustomerPush: async (_, args, { webPush, viewer, clientIp }) => {
    await webPush.sendToCustomer(viewer, clientIp, args.userId, { subject: args.subject, body: args.body });
    return true;
  },
};

/** The User fields of web push and messages; the parent user was already read under its access rule. */
export const userPushFields: UserResolvers = {
  pushSubscription: (user) =>
    user.pushSubscription ? subscriptionInfo(user.pushSubscription, user.pushSubscriptionSavedAt ?? new Date(0)) : null,
  latestOpenMessage: async (user, _, { database }) => (await latestOpenMessageOf(database.orm, user.id)) ?? null,
};

/** The keys and the endpoint's path are the customer's secret capability: only the service's origin is shown. */
function subscriptionInfo(subscription: StoredPushSubscription, savedAt: Date) {
  return { endpointOrigin: new URL(subscription.endpoint).origin, savedAt };
}
