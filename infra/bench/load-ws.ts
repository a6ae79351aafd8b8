import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { readSteppedJob } from './child';

/**
 * Child process: opens `sockets` graphql-ws connections, at most `openingLimit` handshakes at a time,
 * each subscribed to `symbols`; reports when every socket has received its first tick or failed, then
 * on the bench's `go` counts ticks for `durationMs` and samples publish-to-receive latency (every 10th
 * tick) from each tick's own timestamp.
 */
export type SocketsJob = {
  url: string;
  sockets: number;
  symbols: string[];
  durationMs: number;
  connectLimitMs: number;
  openingLimit: number;
};
export type SocketsReady = { connected: number; failed: number; subscribed: number };
export type SocketsResult = SocketsReady & { received: number; elapsedMs: number; latenciesMs: number[] };

const SUBSCRIPTION = 'subscription ($symbols: [String!]!) { tickers(symbols: $symbols) { symbol ask at } }';

async function run(): Promise<void> {
  const { job, go } = await readSteppedJob<SocketsJob>();
  const counts: SocketsReady = { connected: 0, failed: 0, subscribed: 0 };
  const window = { measuring: false, received: 0, latenciesMs: [] as number[] };
  const deadlineMs = Date.now() + job.connectLimitMs;
  const clients: Client[] = [];
  // Thousands of handshakes at once overflow the server's accept queue (511) and time out in the
  // kernel; the goal is sockets held live, so they arrive as fast as the server takes them.
  while (clients.length < job.sockets && Date.now() < deadlineMs) {
    if (clients.length - counts.connected - counts.failed >= job.openingLimit) await sleep(5);
    else clients.push(open(job, counts, window));
  }
  counts.failed += job.sockets - clients.length; // never opened within the limit
  while (counts.subscribed + counts.failed < job.sockets && Date.now() < deadlineMs) await sleep(100);
  process.stdout.write(`${JSON.stringify(counts)}\n`);
  await go;
  window.measuring = true;
  const startedAtMs = Date.now();
  await sleep(job.durationMs);
  window.measuring = false;
  const { received, latenciesMs } = window;
  const result: SocketsResult = { ...counts, received, elapsedMs: Date.now() - startedAtMs, latenciesMs };
  process.stdout.write(`${JSON.stringify(result)}\n`);
  await Promise.allSettled(clients.map(async (client) => client.dispose()));
}

/** One socket and its subscription; `counts` and `window` are shared by every socket of the child. */
function open(
  job: SocketsJob,
  counts: SocketsReady,
  window: { measuring: boolean; received: number; latenciesMs: number[] },
): Client {
  let state: 'opening' | 'connected' | 'failed' = 'opening';
  let ticked = false;
  const client = createClient({
    url: job.url,
    webSocketImpl: WebSocket,
    retryAttempts: 0,
    lazy: false,
    onNonLazyError: () => undefined, // counted below as failed, not printed per socket
    on: {
      connected: () => {
        state = 'connected';
        counts.connected += 1;
      },
      closed: () => {
        if (state !== 'opening') return;
        state = 'failed';
        counts.failed += 1;
      },
    },
  });
  client.subscribe<{ tickers: { at: string } }>(
    { query: SUBSCRIPTION, variables: { symbols: job.symbols } },
    {
      next: (value) => {
        if (!ticked) counts.subscribed += 1;
        ticked = true;
        if (!window.measuring || !value.data) return;
        window.received += 1;
        if (window.received % 10 === 0) window.latenciesMs.push(Date.now() - Date.parse(value.data.tickers.at));
      },
      error: () => undefined,
      complete: () => undefined,
    },
  );
  return client;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

run().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.stack : JSON.stringify(error)}\n`);
    process.exit(1);
  },
);
