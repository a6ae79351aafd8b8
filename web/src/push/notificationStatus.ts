import type { BrowserPermission } from './browserPush';
import type { PushSubscriptionInput } from '../graphql/generated/graphql';
import type { NotificationState } from './queries';

/** The specification's two states, plus the one before the customer was asked. */
export type NotificationStatus = 'GRANTED' | 'DENIED' | 'NOT_ASKED';

/**
 * The browser's real permission decides (specification 000 §2: Granted or Denied), so the state is
 * right as soon as the browser's prompt resolves, whether or not a subscription could be made. Only
 * while this browser was never asked does the server's record count: the customer may have refused
 * in another browser.
 */
export function notificationStatus(browser: BrowserPermission, server: NotificationState): NotificationStatus {
  if (browser === 'granted') return 'GRANTED';
  if (browser === 'denied' || server.websitePermission === 'DENIED') return 'DENIED';
  return 'NOT_ASKED';
}

/** PushSubscription.toJSON() types every member as optional; a real subscription has them all. */
export function subscriptionInput(json: PushSubscriptionJSON): PushSubscriptionInput {
  if (!json.endpoint || !json.keys?.p256dh || !json.keys.auth)
    throw new Error('the browser gave an incomplete push subscription');
  return {
    endpoint: json.endpoint,
    expirationTime: json.expirationTime ?? null,
    keys: { p256dh: json.keys.p256dh, auth: json.keys.auth },
  };
}
