import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import { startDistributedPlatform } from '../src/distributed';
import { REPOSITORY_ROOT } from '../src/layout';
import { freePort } from '../src/processes';
import { checkAfterFault, countWrites, type AfterFault } from './checks';
import { FAULTS, SHORT_FAULT_NAMES, type Fault, type FaultTarget } from './faults';
import { startOwnNats, startOwnPostgres } from './own-servers';
import { startWorkload, type Outcome, type Workload } from './workload';

/**
 * The fault suite (`npm run chaos`): the distributed platform on a PostgreSQL and a NATS of its own, under a steady load
 * of every domain, while each fault of issue 26 is injected in turn. After each: what clients saw, how
 * long until every call answered again, the ledger's invariants and every outbox published; at the end,
 * every acknowledged write stored once. `CHAOS_SHORT=1` runs the CI version (SHORT_FAULT_NAMES).
 */
const ADMIN = { email: 'chaos.admin@cloudmine.test', password: 'chaos admin password' };
const PREFIX = 'chaos_';
/** Every lane answering for this long, after the fault, counts as recovered. */
const STEADY_MS = 2_000;
const RECOVERY_LIMIT_MS = 90_000;

type Row = { fault: string; clientsSaw: Record<string, number>; recoveredMs: number | null } & AfterFault;

export type ChaosResult = { rows: Row[]; writes: Awaited<ReturnType<typeof countWrites>>; failed: boolean };

/** Runs the suite (`short`: SHORT_FAULT_NAMES only) and reports each row; `failed` when a check did not hold. */
export async function runChaos(short: boolean): Promise<ChaosResult> {
  const faults = short ? FAULTS.filter((fault) => SHORT_FAULT_NAMES.includes(fault.name)) : FAULTS;
  // Whatever fails, the suite's own servers are stopped: none is left running after it.
  const postgres = await startOwnPostgres();
  try {
    const nats = await startOwnNats();
    try {
      return await runOnPlatform(faults, { postgres, nats });
    } finally {
      await nats.stop();
    }
  } finally {
    await postgres.stop().catch(() => undefined);
  }
}

async function runOnPlatform(faults: Fault[], servers: Pick<FaultTarget, 'postgres' | 'nats'>): Promise<ChaosResult> {
  Object.assign(process.env, { BOOTSTRAP_ADMIN_EMAIL: ADMIN.email, BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password });
  const platform = await startDistributedPlatform({
    databaseUrl: servers.postgres.url,
    natsUrl: servers.nats.url,
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'chaos-data-')),
    port: await freePort(),
    databasePrefix: PREFIX,
    ephemeralPorts: true,
    echoLogs: process.env.CHAOS_ECHO === '1',
    logger: pino({ level: 'error' }),
    pageStoreFill: 'none',
    trustedProxies: ['127.0.0.1'],
  });
  const target: FaultTarget = { processes: platform.processes, ...servers };
  const runId = Date.now().toString(36);
  const workload = startWorkload(platform.url, runId);
  const rows: Row[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const fault of faults)
      rows.push(await runFault(fault, target, workload, platform.databases, servers.postgres.url));
    await workload.stop();
    const writes = await countWrites(platform.url, await adminCookie(platform.url), runId, workload.acknowledgedWrites);
    report(rows, writes);
    const rowFailed = rows.some((row) => row.recoveredMs === null || !row.ledgerClean || !row.outboxesDrained);
    return { rows, writes, failed: rowFailed || writes.lost > 0 || writes.duplicated > 0 };
  } finally {
    await workload.stop();
    // A fault that failed halfway may have left NATS or PostgreSQL stopped: start them for a clean stop.
    await servers.nats.start().catch(() => undefined);
    await platform.stop().catch((error: unknown) => process.stderr.write(`[chaos] stop: ${String(error)}\n`));
  }
}

async function runFault(fault: Fault, target: FaultTarget, workload: Workload, databases: string[], pgUrl: string) {
  process.stdout.write(`[chaos] ${fault.name}\n`);
  const startedAtMs = Date.now();
  await fault.inject(target);
  let endedAtMs = Date.now();
  if (fault.heal) {
    await new Promise((resolve) => setTimeout(resolve, fault.holdMs ?? 10_000));
    await fault.heal(target);
    endedAtMs = Date.now();
  }
  const recoveredAtMs = await steadyAgain(workload.outcomes, target, endedAtMs);
  const clientsSaw = failuresSince(workload.outcomes, startedAtMs);
  const after = await checkAfterFault(pgUrl, PREFIX, databases);
  return {
    fault: fault.name,
    clientsSaw,
    recoveredMs: recoveredAtMs === null ? null : recoveredAtMs - endedAtMs,
    ...after,
  };
}

/** When every lane last failed, once every process is ready and every lane has answered for STEADY_MS. */
async function steadyAgain(outcomes: Outcome[], target: FaultTarget, sinceMs: number): Promise<number | null> {
  const allReady = async () => {
    const answers = await Promise.all(
      target.processes().map((each) =>
        fetch(each.readyUrl).then(
          (response) => response.ok,
          () => false,
        ),
      ),
    );
    return answers.every(Boolean);
  };
  const lastFailure = () =>
    outcomes.filter((outcome) => outcome.atMs >= sinceMs && outcome.result !== 'ok').at(-1)?.atMs ?? sinceMs;
  return waitFor(
    async () => (Date.now() - lastFailure() > STEADY_MS && (await allReady()) ? lastFailure() : undefined),
    RECOVERY_LIMIT_MS,
    'every call answering again',
  ).catch(() => null);
}

function failuresSince(outcomes: Outcome[], sinceMs: number): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const outcome of outcomes)
    if (outcome.atMs >= sinceMs && outcome.result !== 'ok') {
      const key = `${outcome.lane}: ${outcome.result}`;
      counts[key] = (counts[key] ?? 0) + 1;
    }
  return counts;
}

async function adminCookie(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl, 'x-act-as': 'admin' },
    body: JSON.stringify({
      query:
        'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
      variables: ADMIN,
    }),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (!response.ok || cookies.length === 0) throw new Error(`admin sign-in failed: ${await response.text()}`);
  return cookies.join('; ');
}

function report(rows: Row[], writes: Awaited<ReturnType<typeof countWrites>>): void {
  const lines = ['| fault | what clients saw | answering again after | ledger | outboxes |', '|---|---|---|---|---|'];
  for (const row of rows) {
    const saw = Object.entries(row.clientsSaw)
      .map(([what, count]) => `${count} × ${what}`)
      .join('; ');
    const recovered = row.recoveredMs === null ? 'NOT within 90 s' : `${(row.recoveredMs / 1000).toFixed(1)} s`;
    const outboxes = row.outboxesDrained ? 'drained' : `${row.unpublished} unpublished`;
    lines.push(
      `| ${row.fault} | ${saw || 'nothing'} | ${recovered} | ${row.ledgerClean ? 'clean' : 'BREACH'} | ${outboxes} |`,
    );
  }
  lines.push(
    '',
    `writes: ${writes.acknowledged} acknowledged, ${writes.stored} stored, ${writes.lost} lost, ${writes.duplicated} duplicated`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n`);
  const folder = path.join(REPOSITORY_ROOT, '.test-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'chaos.json'), JSON.stringify({ rows, writes }, null, 2));
}
