import { readJob } from './child';
import { summarize } from './stats';

/**
 * Child process: `concurrency` clients loop for `durationMs` (bounded), each iteration sending a
 * group of requests at once and timing until all answered. Prints one JSON summary line.
 * `requests` is the one group every iteration sends; `cycle` instead lists groups taken in turn, the
 * i-th iteration started (whichever client starts it) sending group i mod length: with one customer's
 * session per group, consecutive requests speak for different customers.
 */
type Request = { url: string; headers: Record<string, string>; body: string };
type Job = {
  name: string;
  concurrency: number;
  durationMs: number;
  maxIterations: number;
  requests?: Request[];
  cycle?: Request[][];
};

/** Resolves with the first failure's description, or undefined when every answer was a clean 200. */
async function iteration(requests: Request[]): Promise<string | undefined> {
  const responses = await Promise.all(
    requests.map((request) => fetch(request.url, { method: 'POST', headers: request.headers, body: request.body })),
  );
  const bodies = await Promise.all(responses.map((response) => response.json() as Promise<{ errors?: unknown }>));
  const failed = responses.findIndex((response, index) => !response.ok || bodies[index].errors);
  return failed < 0 ? undefined : `${responses[failed].status} ${JSON.stringify(bodies[failed].errors)}`;
}

async function run(job: Job): Promise<void> {
  const groups = job.cycle ?? [job.requests ?? []];
  if (groups.length === 0 || groups.some((group) => group.length === 0)) throw new Error(`${job.name}: no requests`);
  const latenciesMs: number[] = [];
  let errors = 0;
  let lastError = '';
  let started = 0;
  const startedAtMs = performance.now();
  const deadlineMs = startedAtMs + job.durationMs;
  const client = async () => {
    while (performance.now() < deadlineMs && started < job.maxIterations) {
      const group = groups[started % groups.length];
      started += 1;
      const beginMs = performance.now();
      try {
        const failure = await iteration(group);
        if (failure === undefined) latenciesMs.push(performance.now() - beginMs);
        else [errors, lastError] = [errors + 1, failure];
      } catch (error) {
        [errors, lastError] = [errors + 1, String(error)];
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, client));
  // Shown, not swallowed: an error count alone does not tell a refused token from an overload.
  if (errors > 0)
    process.stderr.write(`load-http ${job.name}: ${errors} failed, the last: ${lastError.slice(0, 300)}\n`);
  process.stdout.write(
    `${JSON.stringify({ name: job.name, ...summarize(latenciesMs, errors, performance.now() - startedAtMs) })}\n`,
  );
}

run(readJob<Job>()).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
