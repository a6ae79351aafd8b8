import type { ApolloClient } from '@apollo/client';
import { browserPermission, pushSupported, subscribeBrowser } from './browserPush';
import { subscriptionInput } from './notificationStatus';
import { UPDATE_WEB_PUSH_MUTATION, WEB_PUSH_PUBLIC_KEY_QUERY } from './queries';

/**
 * Sign-up carries the browser's push subscription (specification 000 §7, push_subscription), but
 * only what this browser already answered: it never asks, so a new customer sees no prompt here.
 * Granted: this browser's subscription for our VAPID key is saved. Denied: the refusal is saved,
 * so operators see it. Not asked yet: nothing; the notifications page asks later.
 */
export async function saveSignUpPush(client: ApolloClient): Promise<void> {
  if (!pushSupported()) return;
  const permission = browserPermission();
  if (permission === 'denied') {
    await client.mutate({
      mutation: UPDATE_WEB_PUSH_MUTATION,
      variables: { permission: 'DENIED', subscription: null },
    });
    return;
  }
  if (permission !== 'granted') return;
  const { data } = await client.query({ query: WEB_PUSH_PUBLIC_KEY_QUERY });
  if (!data) throw new Error('the server gave no web push public key');
  // With the permission granted, subscribing shows no prompt.
  const subscription = subscriptionInput(await subscribeBrowser(data.webPushPublicKey));
  await client.mutate({ mutation: UPDATE_WEB_PUSH_MUTATION, variables: { permission: 'GRANTED', subscription } });
}
