import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { from, of, switchMap, throwError } from 'rxjs';
import { REFRESH_SESSION_MUTATION, REFRESH_SESSION_OPERATION } from './queries';
import { forgetViewer } from './viewerCache';

/** Set on an operation's context once it has been retried after a refresh: never twice. */
const RETRIED_AFTER_REFRESH = 'retriedAfterSessionRefresh';

function isSessionExpired(error: ErrorLike): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (item) => item.extensions?.code === 'UNAUTHENTICATED' && item.extensions.reason === 'SESSION_EXPIRED',
    )
  );
}

/**
 * The access cookie lives 15 minutes. When an operation fails with SESSION_EXPIRED, this link
 * calls `refreshSession` (one call shared by every operation failing at the same time) and
 * retries the operation once. When the refresh fails, the customer is signed out in the cache.
 */
export function createSessionRefreshLink(): ErrorLink {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (client: ApolloClient): Promise<boolean> => {
    refreshing ??= client
      .mutate({ mutation: REFRESH_SESSION_MUTATION })
      .then(
        () => true,
        () => {
          forgetViewer(client.cache);
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return new ErrorLink(({ error, result, operation, forward }) => {
    if (!isSessionExpired(error)) return;
    if (operation.operationName === REFRESH_SESSION_OPERATION) return;
    if (operation.getContext()[RETRIED_AFTER_REFRESH]) return;
    operation.setContext({ [RETRIED_AFTER_REFRESH]: true });
    return from(refreshOnce(operation.client)).pipe(
      switchMap((refreshed) => {
        if (refreshed) return forward(operation);
        // Not renewed: hand the original failure on.
        return result ? of(result) : throwError(() => error);
      }),
    );
  });
}
