import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { from, of, switchMap, throwError } from 'rxjs';
import { forgetCurrentAdmin } from './adminCache';
import { REFRESH_ADMIN_SESSION_MUTATION, REFRESH_ADMIN_SESSION_OPERATION } from './queries';

/** Set on an operation's context once it has been retried after a refresh: never twice. */
const RETRIED_AFTER_REFRESH = 'retriedAfterAdminSessionRefresh';

/** UNAUTHENTICATED reasons that mean the admin session is gone (not a wrong password). */
const SIGNED_OUT_REASONS: readonly unknown[] = ['SIGN_IN_REQUIRED', 'SESSION_INVALID'];

function hasUnauthenticated(error: ErrorLike, reasons: readonly unknown[]): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some(
      (item) => item.extensions?.code === 'UNAUTHENTICATED' && reasons.includes(item.extensions.reason),
    )
  );
}

/**
 * The admin access cookie lives 15 minutes. When an operation fails with SESSION_EXPIRED, this link
 * calls `refreshAdminSession` (one call shared by every operation failing at the same time) and
 * retries the operation once. When the refresh fails, or the server says there is no admin session
 * at all (SIGN_IN_REQUIRED, SESSION_INVALID), the admin is signed out in the cache and the guards
 * open /control/signin.html.
 */
export function createSessionRefreshLink(): ErrorLink {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (client: ApolloClient): Promise<boolean> => {
    refreshing ??= client
      .mutate({ mutation: REFRESH_ADMIN_SESSION_MUTATION })
      .then(
        () => true,
        () => {
          forgetCurrentAdmin(client.cache);
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return new ErrorLink(({ error, result, operation, forward }) => {
    if (hasUnauthenticated(error, SIGNED_OUT_REASONS)) {
      forgetCurrentAdmin(operation.client.cache);
      return;
    }
    if (!hasUnauthenticated(error, ['SESSION_EXPIRED'])) return;
    if (operation.operationName === REFRESH_ADMIN_SESSION_OPERATION) return;
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
