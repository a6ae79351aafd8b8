import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type NormalizedCacheObject } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createSessionRefreshLink } from '../session/sessionRefreshLink';
import { registerSubscriptionSocket } from './subscriptionSocket';

const GRAPHQL_PATH = '/graphql';

function webSocketUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

/** The cache of the browser and of the server render alike, so the server's extract restores as is. */
export function createApolloCache(): InMemoryCache {
  return new InMemoryCache({
    typePolicies: {
      Instrument: { keyFields: ['symbol'] },
      Asset: { keyFields: ['code'] },
      // One object with no id, asked for by several queries with different fields (the chrome's product
      // name, the about page's data centres): merged, not replaced, or the server render's cache keeps
      // only the last query's fields and the client's first render differs from the server's.
      SiteSettings: { merge: true },
    },
  });
}

/**
 * Queries and mutations go over HTTP; subscriptions over one graphql-ws socket on the same path.
 * The socket opens lazily on the first subscription and the session cookie travels with it.
 * An operation refused for an expired session is retried once after `refreshSession`.
 * The socket is registered so that it can be reopened when the customer changes (subscriptionSocket).
 * `prerenderedCache`: the server render's cache, so the first render shows what the server rendered.
 */
export function createApolloClient(prerenderedCache?: NormalizedCacheObject): ApolloClient {
  const httpLink = new HttpLink({ uri: GRAPHQL_PATH, credentials: 'same-origin' });
  const socket = createClient({ url: webSocketUrl(GRAPHQL_PATH), retryAttempts: Infinity });
  const webSocketLink = new GraphQLWsLink(socket);
  const transportLink = ApolloLink.split(
    (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
    webSocketLink,
    httpLink,
  );
  const cache = createApolloCache();
  if (prerenderedCache) cache.restore(prerenderedCache);
  const client = new ApolloClient({ link: ApolloLink.from([createSessionRefreshLink(), transportLink]), cache });
  registerSubscriptionSocket(client, socket);
  return client;
}
