import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

/** The gateway serves the graph at /graphql on the same origin (proxied by Vite in development). */
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache({
      typePolicies: {
        Instrument: { keyFields: ['symbol'] },
        SiteSettings: { keyFields: [] },
      },
    }),
  });
}
