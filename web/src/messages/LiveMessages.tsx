import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { followViewer, restartSubscriptionSocket } from '../app/subscriptionSocket';
import { useViewer } from '../session/useViewer';
import { MessagePopup } from './MessagePopup';
import { LIVE_MESSAGES_SUBSCRIPTION, MY_MESSAGES_QUERY, type Message } from './queries';

/** Waits before subscribing again after a refusal or an end: 1 s, 2 s, 4 s… up to 30 s. */
function retryDelay(attempt: number): number {
  return Math.min(30_000, 1_000 * 2 ** Math.max(0, attempt - 1));
}

/** Refusals in a row after which the listener gives up until it is mounted again (about 3 minutes). */
const MAX_ATTEMPTS = 10;

function isUnauthenticated(error: ErrorLike): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED')
  );
}

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

  return (
    <MessagePopup
      message={pending[0] ?? null}
      onDismissed={(id) => setLivePopups((items) => items.filter((item) => item.id !== id))}
    />
  );
}

/**
 * Subscribes to the customer's live messages until the returned function is called. A refusal for
 * want of a session (a socket opened before the sign-in, or with an expired cookie) renews the
 * session over HTTP and reopens the socket; any refusal or end is retried after a growing wait
 * (graphql-ws itself reconnects after a dropped connection, without ending the subscription).
 */
function listenForMessages(client: ApolloClient, onMessage: (message: Message) => void): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe: () => void } | undefined;

  const retry = (unauthenticated: boolean) => {
    subscription?.unsubscribe();
    subscription = undefined;
    if (stopped || attempt >= MAX_ATTEMPTS) return;
    attempt += 1;
    timer = setTimeout(() => {
      void (async () => {
        if (unauthenticated) {
          // An HTTP call renews an expired session (the refresh link), so the socket reconnects signed in.
          await client.query({ query: MY_MESSAGES_QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
          if (stopped) return;
          restartSubscriptionSocket(client);
        }
        start();
      })();
    }, retryDelay(attempt));
  };

  const start = () => {
    if (stopped) return;
    let ended = false;
    const finish = (unauthenticated: boolean) => {
      if (ended) return;
      ended = true;
      retry(unauthenticated);
    };
    subscription = client
      .subscribe({ query: LIVE_MESSAGES_SUBSCRIPTION, fetchPolicy: 'no-cache' })
      .subscribe({
        next: (result) => {
          if (result.error) {
            finish(isUnauthenticated(result.error));
            return;
          }
          const message = result.data?.myMessages;
          if (!message) return;
          attempt = 0;
          onMessage({
            id: message.id,
            body: message.body,
            type: message.type === 'POPUP' ? 'POPUP' : 'NORMAL',
            createdAt: message.createdAt,
          });
        },
        error: () => finish(false),
        complete: () => finish(false),
      });
  };

  start();
  return () => {
    stopped = true;
    clearTimeout(timer);
    subscription?.unsubscribe();
  };
}
