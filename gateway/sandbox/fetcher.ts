import { createGraphiQLFetcher, type Fetcher } from '@graphiql/toolkit';
import { createClient } from 'graphql-ws';

/**
 * Queries and mutations go to the gateway over HTTP; subscriptions over graphql-ws on the same path.
 * The gateway has CSRF prevention on, so every HTTP request carries a preflight-forcing header.
 */
export function createSandboxFetcher(location: Location): Fetcher {
  const websocketProtocol = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return createGraphiQLFetcher({
    url: `${location.origin}/graphql`,
    headers: { 'apollo-require-preflight': 'true' },
    enableIncrementalDelivery: false,
    wsClient: createClient({ url: `${websocketProtocol}//${location.host}/graphql` }),
  });
}
