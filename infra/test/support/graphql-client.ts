import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export type GraphQLResult = {
  status: number;
  body: { data?: any; errors?: { message: string; extensions?: { code?: string; reason?: string } }[] };
};

/** A query as a browser client sends it: POST with JSON (which satisfies CSRF prevention). */
export async function postQuery(
  baseUrl: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<GraphQLResult> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: await response.json() };
}

export function wsClient(
  baseUrl: string,
  connectionParams: Record<string, unknown> = {},
  origin?: string,
  cookie?: string,
): Client {
  const headers = { ...(origin ? { origin } : {}), ...(cookie ? { cookie } : {}) };
  return createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    connectionParams,
    retryAttempts: 0,
    lazy: true,
  });
}

export type Tick = { symbol: string; ask: number; bid: number; at: string };

/** Collects ticks for `durationMs`, or rejects with the subscription's error / close event. */
export function collectTicks(client: Client, symbols: string[], durationMs: number): Promise<Tick[]> {
  return new Promise((resolve, reject) => {
    const ticks: Tick[] = [];
    let unsubscribe = () => undefined as void;
    const timer = setTimeout(() => {
      unsubscribe();
      resolve(ticks);
    }, durationMs);
    unsubscribe = client.subscribe<{ tickers: Tick }>(
      {
        query: 'subscription ($symbols: [String!]!) { tickers(symbols: $symbols) { symbol ask bid at } }',
        variables: { symbols },
      },
      {
        next: (value) => {
          if (value.data) ticks.push(value.data.tickers);
          if (value.errors) {
            clearTimeout(timer);
            reject(new Error(JSON.stringify(value.errors)));
          }
        },
        error: (error) => {
          clearTimeout(timer);
          reject(error instanceof Error ? error : new Error(JSON.stringify(error, ['code', 'reason', 'message'])));
        },
        complete: () => undefined,
      },
    );
  });
}
