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
import { adminSession, moneyLane, prepareMoneyActors, type MoneyCheck } from './money-lane';
import { followTicks } from './socket-lane';
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

type Row = {
  fault: string;
  clientsSaw: Record<string, number>;
  recoveredMs: number | null;
  /** The machine's 1-minute load average when the fault was injected. */
  load: number;
  /** From the fault's end until the live prices' socket delivered a tick again; null when it did not within 60 s. */
  ticksAgainMs: number | null;
} & AfterFault;

type Writes = Awaited<ReturnType<typeof countWrites>>;
/** Per lane, over the whole run: calls answered and the 50th and 95th percentile of their time. */
type Latency = Record<string, { calls: number; p50Ms: number; p95Ms: number }>;

export type ChaosResult = { rows: Row[]; writes: Writes; money: MoneyCheck; latency: Latency; failed: boolean };

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
  const money = moneyLane(platform.url, await prepareMoneyActors(platform.url, ADMIN, runId));
  const workload = startWorkload(platform.url, runId, [money.lane]);
  const ticks = followTicks(platform.url);
  const rows: Row[] = [];
  try {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    for (const fault of faults)
      rows.push(await runFault(fault, { target, workload, ticks }, platform.databases, servers.postgres.url));
    await workload.stop();
    await money.settle();
    const moneyCheck = await money.check();
    const writes = await countWrites(
      platform.url,
      await adminSession(platform.url, ADMIN),
      runId,
      workload.acknowledgedWrites,
    );
    const latency = latencyOf(workload.outcomes);
    report(rows, writes, moneyCheck, latency);
    const rowFailed = rows.some(
      (row) => row.recoveredMs === null || row.ticksAgainMs === null || !row.ledgerClean || !row.outboxesDrained,
    );
    const moneyFailed = moneyCheck.lost > 0 || moneyCheck.duplicated > 0 || !moneyCheck.balanceMatches;
    const writesFailed = writes.lost > 0 || writes.duplicated > 0;
    return { rows, writes, money: moneyCheck, latency, failed: rowFailed || moneyFailed || writesFailed };
  } finally {
    await workload.stop();
    await ticks.stop();
    // A fault that failed halfway may have left NATS or PostgreSQL stopped: start them for a clean stop.
    await servers.nats.start().catch(() => undefined);
    await platform.stop().catch((error: unknown) => process.stderr.write(`[chaos] stop: ${String(error)}\n`));
  }
}

type Watched = { target: FaultTarget; workload: Workload; ticks: ReturnType<typeof followTicks> };

async function runFault(fault: Fault, { target, workload, ticks }: Watched, databases: string[], pgUrl: string) {
  process.stdout.write(`[chaos] ${fault.name}\n`);
  const load = os.loadavg()[0];
  const startedAtMs = Date.now();
  await fault.inject(target);
  let endedAtMs = Date.now();
  if (fault.heal) {
    await new Promise((resolve) => setTimeout(resolve, fault.holdMs ?? 10_000));
    await fault.heal(target);
    endedAtMs = Date.now();
  }
  const recoveredAtMs = await steadyAgain(workload.outcomes, target, endedAtMs);
  const tickedAtMs = await waitFor(
    () => (ticks.lastTickAtMs() > endedAtMs ? ticks.lastTickAtMs() : undefined),
    60_000,
    'a tick after the fault',
  ).catch(() => null);
  const clientsSaw = failuresSince(workload.outcomes, startedAtMs);
  const after = await checkAfterFault(pgUrl, PREFIX, databases);
  return {
    fault: fault.name,
    clientsSaw,
    recoveredMs: recoveredAtMs === null ? null : recoveredAtMs - endedAtMs,
    load,
    ticksAgainMs: tickedAtMs === null ? null : tickedAtMs - endedAtMs,
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

function latencyOf(outcomes: Outcome[]): Latency {
  const byLane = new Map<string, number[]>();
  for (const outcome of outcomes)
    if (outcome.result === 'ok') byLane.set(outcome.lane, [...(byLane.get(outcome.lane) ?? []), outcome.ms]);
  const percentile = (sorted: number[], share: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))];
  return Object.fromEntries(
    [...byLane].map(([lane, times]) => {
      const sorted = times.sort((a, b) => a - b);
      return [
        lane,
        {
          calls: sorted.length,
          p50Ms: Math.round(percentile(sorted, 0.5)),
          p95Ms: Math.round(percentile(sorted, 0.95)),
        },
      ];
    }),
  );
}

function report(rows: Row[], writes: Writes, money: MoneyCheck, latency: Latency): void {
  const lines = [
    '| fault | load | what clients saw | answering again after | ticks again after | ledger | outboxes |',
    '|---|---|---|---|---|---|---|',
  ];
  for (const row of rows) {
    const saw = Object.entries(row.clientsSaw)
      .map(([what, count]) => `${count} × ${what}`)
      .join('; ');
    const recovered = row.recoveredMs === null ? 'NOT within 90 s' : `${(row.recoveredMs / 1000).toFixed(1)} s`;
    const outboxes = row.outboxesDrained ? 'drained' : `${row.unpublished} unpublished`;
    const ledger = row.ledgerClean ? 'clean' : 'BREACH';
    const ticked = row.ticksAgainMs === null ? 'NOT within 60 s' : `${(row.ticksAgainMs / 1000).toFixed(1)} s`;
    const cells = [row.fault, row.load.toFixed(1), saw || 'nothing', recovered, ticked, ledger, outboxes];
    lines.push(`| ${cells.join(' | ')} |`);
  }
  lines.push(
    '',
    `writes: ${writes.acknowledged} acknowledged, ${writes.stored} stored, ${writes.lost} lost, ${writes.duplicated} duplicated`,
    `money: ${money.made} deposits recorded, ${money.confirmed} confirmed, ${money.stored} stored, ${money.lost} lost, ` +
      `${money.duplicated} duplicated, balance ${money.balanceMatches ? 'matches' : 'DOES NOT MATCH'}`,
    `latency of answered calls (p50 / p95): ${Object.entries(latency)
      .map(([lane, figures]) => `${lane} ${figures.p50Ms} / ${figures.p95Ms} ms (${figures.calls})`)
      .join('; ')}`,
  );
  process.stdout.write(`\n${lines.join('\n')}\n`);
  const folder = path.join(REPOSITORY_ROOT, '.test-results');
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, 'chaos.json'), JSON.stringify({ rows, writes, money, latency }, null, 2));
}
