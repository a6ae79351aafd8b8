import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import type { Admin } from '../graphql/admin';
import { CURRENT_ADMIN_QUERY } from './queries';

export interface CurrentAdminState {
  /** The signed-in admin; null for a guest (and while loading). */
  admin: Admin | null;
  loading: boolean;
  /** Set when `currentAdmin` could not be read for another reason than a missing session. */
  error: ErrorLike | null;
  retry: () => void;
}

function isUnauthenticated(error: ErrorLike): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}

/** The signed-in admin from `currentAdmin`; Apollo's cache makes every caller share one request. */
export function useCurrentAdmin(): CurrentAdminState {
  const { data, error, refetch } = useQuery(CURRENT_ADMIN_QUERY);
  const retry = () => void refetch().catch(() => undefined);
  if (error) {
    // A session the server no longer accepts (and could not renew) is the same as none.
    if (isUnauthenticated(error)) return { admin: null, loading: false, error: null, retry };
    return { admin: null, loading: false, error, retry };
  }
  return { admin: data?.currentAdmin ?? null, loading: data === undefined, error: null, retry };
}
