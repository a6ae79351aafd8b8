import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { createActAsAdminLink } from './session/actAsAdminLink';
import { createSessionRefreshLink } from './session/sessionRefreshLink';

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
      new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        Instrument: { keyFields: ['symbol'] },
        SiteSettings: { keyFields: [] },
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
