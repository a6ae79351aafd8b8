import type { ErrorLike } from '@apollo/client';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useQuery } from '@apollo/client/react';
import { ME_QUERY, type Viewer } from './queries';

export interface ViewerState {
  /** The signed-in customer; null for a guest (and while loading). */
  viewer: Viewer | null;
  loading: boolean;
  /** Set when `me` could not be read for another reason than a missing session. */
  error: ErrorLike | null;
  retry: () => void;
}

function isUnauthenticated(error: ErrorLike): boolean {
  return CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.code === 'UNAUTHENTICATED');
}

/** The signed-in customer from `me`; Apollo's cache makes every caller share one request. */
export function useViewer(): ViewerState {
  const { data, error, refetch } = useQuery(ME_QUERY);
  const retry = () => void refetch().catch(() => undefined);
  if (error) {
    // A session the server no longer accepts (and could not renew) is the same as none.
    if (isUnauthenticated(error)) return { viewer: null, loading: false, error: null, retry };
    return { viewer: null, loading: false, error, retry };
  }
  return { viewer: data?.me ?? null, loading: data === undefined, error: null, retry };
}
