import type { ApolloClient, ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import type { DocumentNode } from 'graphql';
import { from, of, switchMap, throwError } from 'rxjs';

export type SessionRefreshOptions = {
  /** The refresh mutation (`refreshSession` or `refreshAdminSession`) and its operation name. */
  mutation: DocumentNode;
  operationName: string;
  /** Signs the viewer out in the cache, so the guards send them to sign-in. */
  forget: (cache: ApolloClient['cache']) => void;
  /** UNAUTHENTICATED reasons that mean the session is gone altogether (no refresh attempted). */
  signedOutReasons?: readonly string[];
};

/** Set on an operation's context once it has been retried after a refresh: never twice. */
const RETRIED_AFTER_REFRESH = 'retriedAfterSessionRefresh';

function hasReason(error: unknown, code: string, reasons: readonly unknown[]): boolean {
  return (
    CombinedGraphQLErrors.is(error) &&
    error.errors.some((item) => item.extensions?.code === code && reasons.includes(item.extensions.reason))
  );
}

function hasUnauthenticated(error: ErrorLike, reasons: readonly unknown[]): boolean {
  return hasReason(error, 'UNAUTHENTICATED', reasons);
}

/**
 * Another tab of this browser refreshed with the same refresh cookie a moment before (identity's
 * REFRESHED_ELSEWHERE, a CONFLICT). Its answer put new access and refresh cookies in the cookie jar
 * every tab shares, so the session is renewed already.
 */
function refreshedElsewhere(error: unknown): boolean {
  return hasReason(error, 'CONFLICT', ['REFRESHED_ELSEWHERE']);
}

/**
 * The access cookie lives 15 minutes. When an operation fails with SESSION_EXPIRED, this link calls
 * the refresh mutation (one call shared by every operation failing at the same time) and retries
 * the operation once. When the refresh fails, the viewer is signed out in the cache; when another
 * tab refreshed first, the operation is retried as after our own refresh.
 */
export function createSessionRefreshLink(options: SessionRefreshOptions): ErrorLink {
  let refreshing: Promise<boolean> | null = null;

  const refreshOnce = (client: ApolloClient): Promise<boolean> => {
    refreshing ??= client
      .mutate({ mutation: options.mutation })
      .then(
        () => true,
        (error: unknown) => {
          // Retry the operation, not the refresh: it goes with the winning tab's new access cookie. A
          // second refresh would only rotate the token again, racing the other tabs once more.
          if (refreshedElsewhere(error)) return true;
          options.forget(client.cache);
          return false;
        },
      )
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  return new ErrorLink(({ error, result, operation, forward }) => {
    if (options.signedOutReasons && hasUnauthenticated(error, options.signedOutReasons)) {
      options.forget(operation.client.cache);
      return;
    }
    if (!hasUnauthenticated(error, ['SESSION_EXPIRED'])) return;
    if (operation.operationName === options.operationName) return;
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
