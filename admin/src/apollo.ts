import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { GraphQLWsLink } from '@apollo/client/link/subscriptions';
import { OperationTypeNode } from 'graphql';
import { createClient } from 'graphql-ws';
import { createActAsAdminLink } from './session/actAsAdminLink';
import { createSessionRefreshLink } from './session/sessionRefreshLink';

function webSocketUrl(path: string): string {
  const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${protocol}//${window.location.host}${path}`;
}

/**
 * The gateway serves the graph at /graphql on the same origin (proxied by Vite in development).
 * Every operation says `x-act-as: admin`, so the gateway reads the admin session cookies; an
 * operation refused for an expired session is retried once after `refreshAdminSession`.
 */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      createActAsAdminLink(),
      createSessionRefreshLink(),
      // Subscriptions (the desk's live prices) go over one graphql-ws socket, opened on first use.
      ApolloLink.split(
        (operation) => operation.operationType === OperationTypeNode.SUBSCRIPTION,
        new GraphQLWsLink(createClient({ url: webSocketUrl('/graphql'), lazy: true, retryAttempts: Infinity })),
        new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
      ),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        Instrument: { keyFields: ['symbol'] },
        SiteSettings: { keyFields: [] },
        // A page and a FAQ entry exist once per language: a publish answers with the new version,
        // which then replaces the one the edit screen shows.
        Page: { keyFields: ['slug', 'language'] },
        FaqEntry: { keyFields: ['key', 'language'] },
        Query: {
          fields: {
            // A customer opened from the users list is already cached: the detail shows it at once
            // (and refreshes it). A null answer (no such customer) is kept as null.
            customer: {
              read(existing, { args, toReference }) {
                if (existing !== undefined) return existing as unknown;
                const id: unknown = args?.id;
                return typeof id === 'string' ? toReference({ __typename: 'User', id }) : undefined;
              },
            },
          },
        },
      },
    }),
  });
}
