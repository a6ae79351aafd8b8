import { gql, type TypedDocumentNode } from '@apollo/client';

export type WebsitePermission = 'GRANTED' | 'DENIED' | 'DEFAULT';

/** What the server holds of the customer's notification choice. */
export interface NotificationState {
  id: string;
  websitePermission: WebsitePermission | null;
  pushSubscription: { endpointOrigin: string; savedAt: string } | null;
}

export const NOTIFICATION_STATE_QUERY: TypedDocumentNode<
  { me: NotificationState | null; webPushPublicKey: string },
  Record<string, never>
> = gql`
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
`;

/** The server's VAPID public key, which a browser subscription is made for. */
export const WEB_PUSH_PUBLIC_KEY_QUERY: TypedDocumentNode<{ webPushPublicKey: string }, Record<string, never>> = gql`
  query WebPushPublicKey {
    webPushPublicKey
  }
`;

export interface PushSubscriptionInput {
  endpoint: string;
  expirationTime: number | null;
  keys: { p256dh: string; auth: string };
}

export const UPDATE_WEB_PUSH_MUTATION: TypedDocumentNode<
  { updateWebPush: NotificationState },
  { permission: WebsitePermission; subscription: PushSubscriptionInput | null }
> = gql`
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
`;
