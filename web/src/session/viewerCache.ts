import type { ApolloCache, ApolloClient } from '@apollo/client';
import { ME_QUERY } from './queries';

/**
 * Fetches `me` again after the server set or cleared the session cookies; every guard and the
 * top bar watch it. A failure is left to the guards, which show their own error state.
 */
export async function reloadViewer(client: ApolloClient): Promise<void> {
  await client.query({ query: ME_QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/** The session could not be renewed: from now on the customer is a guest. */
export function forgetViewer(cache: ApolloCache): void {
  cache.writeQuery({ query: ME_QUERY, data: { me: null } });
}

/**
 * Marks the cached viewer's details as given (step 2 saved) without telling the mounted guards:
 * step 2's own guard would otherwise move forward first, to step 3 without ?sent=true. The guard
 * of the next route reads the mark when it mounts; `reloadViewer` then tells everyone.
 */
export function markDetailsCompletedQuietly(cache: ApolloCache, viewerId: string): void {
  cache.modify({
    id: cache.identify({ __typename: 'User', id: viewerId }),
    fields: { detailsCompleted: () => true },
    broadcast: false,
  });
}
