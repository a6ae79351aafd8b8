import { summarize } from './stats';

/**
 * Child process: `concurrency` clients loop for `durationMs` (bounded), each iteration sending the
 * given requests at once and timing until all answered. Prints one JSON summary line.
 */
type Request = { url: string; headers: Record<string, string>; body: string };
type Job = { name: string; concurrency: number; durationMs: number; maxIterations: number; requests: Request[] };

async function iteration(requests: Request[]): Promise<boolean> {
  const responses = await Promise.all(
    requests.map((request) => fetch(request.url, { method: 'POST', headers: request.headers, body: request.body })),
  );
  const bodies = await Promise.all(responses.map((response) => response.json() as Promise<{ errors?: unknown }>));
  return responses.every((response) => response.ok) && bodies.every((body) => !body.errors);
}

async function run(job: Job): Promise<void> {
  const latenciesMs: number[] = [];
  let errors = 0;
  let started = 0;
  const startedAtMs = performance.now();
  const deadlineMs = startedAtMs + job.durationMs;
  const client = async () => {
    while (performance.now() < deadlineMs && started < job.maxIterations) {
      started += 1;
      const beginMs = performance.now();
      try {
        if (await iteration(job.requests)) latenciesMs.push(performance.now() - beginMs);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, client));
  process.stdout.write(
    `${JSON.stringify({ name: job.name, ...summarize(latenciesMs, errors, performance.now() - startedAtMs) })}\n`,
  );
}

const job = JSON.parse(process.argv[2] ?? '{}') as Job;
run(job).then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`${String(error)}\n`);
    process.exit(1);
  },
);
