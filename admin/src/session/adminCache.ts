import type { ApolloCache, ApolloClient } from '@apollo/client';
import { CURRENT_ADMIN_QUERY } from './queries';

/**
 * Fetches `currentAdmin` again after the server set the session cookies; the guards and the header
 * watch it. A failure is left to the guards, which show their own error state.
 */
export async function reloadCurrentAdmin(client: ApolloClient): Promise<void> {
  await client.query({ query: CURRENT_ADMIN_QUERY, fetchPolicy: 'network-only' }).catch(() => undefined);
}

/** The session could not be renewed: from now on the visitor is a guest (the guards send them to sign in). */
export function forgetCurrentAdmin(cache: ApolloCache): void {
  cache.writeQuery({ query: CURRENT_ADMIN_QUERY, data: { currentAdmin: null } });
}
