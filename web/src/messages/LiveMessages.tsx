import type { ApolloClient } from '@apollo/client';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { followSubscription } from '../app/followSubscription';
import { followViewer } from '../app/subscriptionSocket';
import { useViewer } from '../session/useViewer';
import { LIVE_MESSAGES_SUBSCRIPTION, MY_MESSAGES_QUERY, type Message } from './queries';

// The modal's code loads with the first POPUP message: most visits have none.
const MessagePopup = lazy(async () => ({ default: (await import('./MessagePopup')).MessagePopup }));

/**
 * Mounted in the layout: for a signed-in customer, listens to `myMessages` on the socket. POPUP
 * messages open a modal (OK dismisses them); every live message refreshes the `myMessages` list.
 * Guests never subscribe (the gateway refuses them). The socket is reopened when the customer changes.
 */
export function LiveMessages() {
  const client = useApolloClient();
  const { viewer, loading } = useViewer();
  const viewerId = loading ? undefined : (viewer?.id ?? null);
  useEffect(() => {
    if (viewerId !== undefined) followViewer(client, viewerId);
  }, [client, viewerId]);
  return viewer ? <MessageListener key={viewer.id} viewerId={viewer.id} /> : null;
}

/** One signed-in customer's listener; a new customer gets a new one (keyed by id). */
function MessageListener({ viewerId }: { viewerId: string }) {
  const client = useApolloClient();
  const { data, refetch } = useQuery(MY_MESSAGES_QUERY, { fetchPolicy: 'cache-and-network' });
  // Live POPUP messages, shown from the push before the list has been fetched again.
  const [livePopups, setLivePopups] = useState<Message[]>([]);
  const refetchRef = useRef(refetch);
  useEffect(() => {
    refetchRef.current = refetch;
  });

  useEffect(() => {
    // Runs before the layout's own call: a socket still open for the previous visitor is reopened
    // before this subscription starts on it.
    followViewer(client, viewerId);
    return listenForMessages(client, (message) => {
      if (message.type === 'POPUP') {
        setLivePopups((current) => (current.some((item) => item.id === message.id) ? current : [...current, message]));
      }
      void refetchRef.current().catch(() => undefined);
    });
  }, [client, viewerId]);

  // Every open POPUP message, oldest first: those in the list (so one sent while the customer was
  // away shows on their next visit), then those pushed just now that the list does not hold yet.
  const listed = [...(data?.myMessages ?? [])].reverse().filter((message) => message.type === 'POPUP');
  const pending = [...listed, ...livePopups.filter((message) => !listed.some((item) => item.id === message.id))];
  const shown = pending[0] ?? null;
  // Once loaded the popup stays mounted, so that it fades out after OK.
  const [everShown, setEverShown] = useState(false);
  if (shown && !everShown) setEverShown(true);
  if (!everShown) return null;
  return (
    <Suspense fallback={null}>
      <MessagePopup
        message={shown}
        onDismissed={(id) => setLivePopups((items) => items.filter((item) => item.id !== id))}
      />
    </Suspense>
  );
}

/** Follows the customer's live messages until the returned function is called. */
function listenForMessages(client: ApolloClient, onMessage: (message: Message) => void): () => void {
  return followSubscription(client, {
    subscription: LIVE_MESSAGES_SUBSCRIPTION,
    resync: () => client.query({ query: MY_MESSAGES_QUERY, fetchPolicy: 'network-only' }),
    onData: ({ myMessages: message }) =>
      onMessage({
        id: message.id,
        body: message.body,
        type: message.type === 'POPUP' ? 'POPUP' : 'NORMAL',
        createdAt: message.createdAt,
      }),
  });
}
