import { createClient } from 'graphql-ws';
import WebSocket from 'ws';

/**
 * A customer's live prices over the edge's WebSocket, followed through every fault as a browser does:
 * graphql-ws reopens a dropped socket, and a subscription the server ended is asked for again after a
 * second. What the suite reads is when the last tick arrived, to tell that the sockets resumed.
 */
export function followTicks(baseUrl: string) {
  let lastTickAtMs = 0;
  let stopped = false;
  const headers = { origin: baseUrl };
  const client = createClient({
    url: `${baseUrl.replace(/^http/, 'ws')}/graphql`,
    webSocketImpl: class extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers });
      }
    },
    retryAttempts: Number.POSITIVE_INFINITY,
    retryWait: () => new Promise((resolve) => setTimeout(resolve, 500)),
    shouldRetry: () => true,
  });
  let unsubscribe = () => undefined as void;
  const subscribe = () => {
    if (stopped) return;
    const again = () => void setTimeout(subscribe, 1_000);
    unsubscribe = client.subscribe(
      { query: 'subscription { tickers(symbols: ["BTCUSDT", "ETHUSDT"]) { symbol } }' },
      { next: () => (lastTickAtMs = Date.now()), error: again, complete: again },
    );
  };
  subscribe();
  return {
    lastTickAtMs: () => lastTickAtMs,
    stop: async () => {
      stopped = true;
      unsubscribe();
      await client.dispose();
    },
  };
}
