import type { ApolloClient, ErrorLike, TypedDocumentNode } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { retryDelayMs } from '@mc/client';
import { restartSubscriptionSocket } from './subscriptionSocket';

/** The longest wait before subscribing again after a refusal or an end (1 s, 2 s, 4 s… up to this). */
const LONGEST_WAIT_MS = 30_000;

/** Refusals in a row after which the listener gives up until it is mounted again (about 3 minutes). */
const MAX_ATTEMPTS = 10;

function isUnauthenticated(error: ErrorLike): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}

export type FollowOptions<TData> = {
  subscription: TypedDocumentNode<TData, Record<string, never>>;
  onData: (data: TData) => void;
  /**
   * An HTTP read run before each new attempt: it renews an expired session (the refresh link), so
   * the socket reconnects signed in, and catches up on what was pushed while nobody listened.
   */
  resync: () => Promise<unknown>;
  /** Told of each refusal (not a lapsed session, nor a plain end) before the wait for the next attempt. */
  onRefused?: (error: unknown) => void;
};

/**
 * Follows one of the signed-in customer's subscriptions until the returned function is called. A
 * refusal for want of a session renews it over HTTP and reopens the socket; any refusal or end is
 * retried after a growing wait (graphql-ws itself reconnects dropped sockets without ending it).
 */
export function followSubscription<TData>(client: ApolloClient, options: FollowOptions<TData>): () => void {
  let stopped = false;
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let subscription: { unsubscribe: () => void } | undefined;

  const retry = (unauthenticated: boolean) => {
    subscription?.unsubscribe();
    subscription = undefined;
    if (stopped || attempt >= MAX_ATTEMPTS) return;
    attempt += 1;
    timer = setTimeout(
      () => {
        void (async () => {
          await options.resync().catch(() => undefined);
          if (stopped) return;
          if (unauthenticated) restartSubscriptionSocket(client);
          start();
        })();
      },
      retryDelayMs(attempt - 1, null, LONGEST_WAIT_MS),
    );
  };

  const start = () => {
    if (stopped) return;
    let ended = false;
    const finish = (unauthenticated: boolean, error?: unknown) => {
      if (ended) return;
      ended = true;
      // A lapsed session is renewed quietly; only a real refusal is the screen's to show.
      if (error !== undefined && !unauthenticated) options.onRefused?.(error);
      retry(unauthenticated);
    };
    subscription = client.subscribe({ query: options.subscription, fetchPolicy: 'no-cache' }).subscribe({
      next: (result) => {
        if (result.error) return finish(isUnauthenticated(result.error), result.error);
        if (!result.data) return;
        attempt = 0;
        options.onData(result.data);
      },
      error: (error: unknown) => finish(false, error),
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
