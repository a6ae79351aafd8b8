import type { IdentityContext } from '../context';
import type { StoredPushSubscription } from '../db/schema';
import type { UserRow } from '../db/users.repository';
import { latestOpenMessageOf } from '../db/messages.repository';

type SubscriptionArgs = { permission: string; subscription?: unknown };

export const pushQueries = {
  webPushPublicKey: (_: unknown, __: unknown, { webPush }: IdentityContext) => webPush.publicKey(),
};

export const pushMutations = {
  updateWebPush: (_: unknown, args: SubscriptionArgs, { webPush, viewer }: IdentityContext) =>
    webPush.updateSettings(viewer, args),
  sendCustomerPush: async (
    _: unknown,
    args: { userId: string; subject: string; body: string },
    { webPush, viewer, clientIp }: IdentityContext,
  ) => {
    await webPush.sendToCustomer(viewer, clientIp, args.userId, { subject: args.subject, body: args.body });
    return true;
  },
};

/** The User fields of web push and messages; the parent user was already read under its access rule. */
export const userPushFields = {
  pushSubscription: (user: UserRow) =>
    user.pushSubscription ? subscriptionInfo(user.pushSubscription, user.pushSubscriptionSavedAt ?? new Date(0)) : null,
  latestOpenMessage: async (user: UserRow, _: unknown, { database }: IdentityContext) =>
    (await latestOpenMessageOf(database.orm, user.id)) ?? null,
};

/** The keys and the endpoint's path are the customer's secret capability: only the service's origin is shown. */
function subscriptionInfo(subscription: StoredPushSubscription, savedAt: Date) {
  return { endpointOrigin: new URL(subscription.endpoint).origin, savedAt };
}
