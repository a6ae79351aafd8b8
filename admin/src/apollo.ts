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
      },
    }),
  });
}
