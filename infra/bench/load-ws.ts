import { createClient } from 'graphql-ws';
import WebSocket from 'ws';
import { readJob } from './child';
import { percentile } from './stats';

/**
 * Child process: opens `sockets` graphql-ws connections, each subscribed to `symbols`, counts ticks
 * for `durationMs` and measures publish-to-receive latency from each tick's own timestamp.
 */
type Job = { url: string; sockets: number; symbols: string[]; durationMs: number };

async function run(job: Job): Promise<void> {
  const latenciesMs: number[] = [];
  let received = 0;
  let connected = 0;
  let measuring = false;
  const clients = Array.from({ length: job.sockets }, () =>
    createClient({
      url: job.url,
      webSocketImpl: WebSocket,
      retryAttempts: 0,
      lazy: false,
      on: { connected: () => (connected += 1) },
    }),
  );
  for (const client of clients) {
    client.subscribe<{ tickers: { at: string } }>(
      {
        query: 'subscription ($symbols: [String!]!) { tickers(symbols: $symbols) { symbol ask at } }',
        variables: { symbols: job.symbols },
      },
      {
        next: (value) => {
          if (!measuring || !value.data) return;
          received += 1;
          if (received % 10 === 0) latenciesMs.push(Date.now() - Date.parse(value.data.tickers.at));
        },
        error: () => undefined,
        complete: () => undefined,
      },
    );
  }
  const connectDeadlineMs = Date.now() + 60_000;
  while (connected < job.sockets && Date.now() < connectDeadlineMs)
    await new Promise((resolve) => setTimeout(resolve, 100));
  await new Promise((resolve) => setTimeout(resolve, 1_000)); // let every subscription start
  measuring = true;
  const startedAtMs = Date.now();
  await new Promise((resolve) => setTimeout(resolve, job.durationMs));
  measuring = false;
  const elapsedMs = Date.now() - startedAtMs;
  latenciesMs.sort((a, b) => a - b);
  process.stdout.write(
    `${JSON.stringify({ sockets: job.sockets, connected, ticksPerSecond: (received / elapsedMs) * 1000, p50Ms: percentile(latenciesMs, 0.5), p99Ms: percentile(latenciesMs, 0.99) })}\n`,
  );
  await Promise.all(clients.map(async (client) => client.dispose()));
}

run(readJob<Job>()).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
