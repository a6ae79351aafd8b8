import { graphql } from '../graphql/generated';
import type { NotificationStateQuery } from '../graphql/generated/graphql';

export const NOTIFICATION_STATE_QUERY = graphql(`
  query NotificationState {
    me {
      id
      websitePermission
      pushSubscription {
        endpointOrigin
        savedAt
      }
    }
    webPushPublicKey
  }
`);

/** What the server holds of the customer's notification choice. */
export type NotificationState = NonNullable<NotificationStateQuery['me']>;

/** The server's VAPID public key, which a browser subscription is made for. */
export const WEB_PUSH_PUBLIC_KEY_QUERY = graphql(`
  query WebPushPublicKey {
    webPushPublicKey
  }
`);

export const UPDATE_WEB_PUSH_MUTATION = graphql(`
  mutation UpdateWebPush($permission: WebsitePermission!, $subscription: PushSubscriptionInput) {
    updateWebPush(permission: $permission, subscription: $subscription) {
      id
      websitePermission
      pushSubscription {
        endpointOrigin
        savedAt
      }
    }
  }
`);
