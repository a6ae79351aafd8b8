import { randomUUID } from 'node:crypto';
import { readJob } from './child';
import { summarize } from './stats';

/**
 * Child process: one client per signed-in customer loops for `durationMs` (bounded), each iteration
 * opening a trade through the edge and closing it again. Prints one JSON summary line whose rate is
 * round trips (one trade opened and closed) per second.
 */
type Job = { graphqlUrl: string; cookies: string[]; symbol: string; leverage: number; durationMs: number };

const OPEN = 'mutation ($input: OpenTradeInput!) { openTrade(input: $input) { id } }';
const CLOSE = 'mutation ($id: ID!) { closeTrade(id: $id) { id status } }';

type Answer = { openTrade?: { id: string }; closeTrade?: { id: string; status: string } };

async function call(job: Job, cookie: string, query: string, variables: Record<string, unknown>): Promise<Answer> {
  const response = await fetch(job.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: Answer; errors?: unknown };
  if (!response.ok || body.errors) throw new Error(JSON.stringify(body.errors ?? response.status));
  return body.data ?? {};
}

async function roundTrip(job: Job, cookie: string, side: 'BUY' | 'SELL'): Promise<void> {
  const input = { requestId: randomUUID(), symbol: job.symbol, side, margin: '10', leverage: job.leverage };
  const opened = await call(job, cookie, OPEN, { input });
  const closed = await call(job, cookie, CLOSE, { id: opened.openTrade?.id });
  if (closed.closeTrade?.status !== 'CLOSED') throw new Error(`closed as ${closed.closeTrade?.status}`);
}

async function run(job: Job): Promise<void> {
  const latenciesMs: number[] = [];
  let errors = 0;
  let lastError = '';
  const startedAtMs = performance.now();
  const deadlineMs = startedAtMs + job.durationMs;
  const client = async (cookie: string, index: number) => {
    for (let turn = 0; performance.now() < deadlineMs; turn += 1) {
      const beginMs = performance.now();
      try {
        await roundTrip(job, cookie, (turn + index) % 2 === 0 ? 'BUY' : 'SELL');
        latenciesMs.push(performance.now() - beginMs);
      } catch (error) {
        errors += 1;
        lastError = String(error);
      }
    }
  };
  await Promise.all(job.cookies.map(client));
  if (errors > 0) process.stderr.write(`load-trades: ${errors} failed round trips, the last: ${lastError}\n`);
  process.stdout.write(
    `${JSON.stringify({ name: 'trades', ...summarize(latenciesMs, errors, performance.now() - startedAtMs) })}\n`,
  );
}

const job = readJob<Job>();
run(job).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
