import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { ACCESS_COOKIE } from '@mc/gateway';
import { loadOrCreateJwtKeys, VIEWER_HEADER } from '@mc/platform';
import { startEmbeddedPlatform } from '../src/embedded';
import { runChild } from './child';
import { seedDashboardCustomers, type DashboardCustomer } from './dashboard-customers';
import {
  cpuTimeMs,
  ensureHiveInstalled,
  startHiveGateway,
  startOwnGateway,
  type HiveVariant,
} from './gateway-processes';
import { untilProcessIdle } from './process-idle';
import type { LoadSummary } from './stats';

/**
 * The dashboard rows of `npm run bench` (issue 25, DESIGN.md §14): the customer dashboard query over
 * four subgraphs through our gateway and three Hive Gateway variants, all over the same embedded
 * subgraphs, driven by the same load tool. ADR 0032 says what is compared and how.
 */
export const DASHBOARD_QUERY =
  'query Dashboard { me { id email firstName currency ' +
  'balances { trading { assetCode amount } tradingHeld { assetCode amount } mining { assetCode amount } } ' +
  'contracts(pageSize: 5) { total items { id coin status hashrateThs startsOn expiresOn } } ' +
  'openTrades { id symbol side margin leverage units } } }';

export type DashboardOptions = { durationMs: number; clients: number; customers: number };
export type DashboardLoad = 'one customer' | 'many customers';
export type DashboardRow = {
  load: DashboardLoad;
  gateway: string;
  summary: LoadSummary;
  /** Undefined where the gateway shares its process with the subgraphs. */
  cpuMsPerRequest?: number;
  loadAverage: number;
};
export type DashboardBench = { customers: number; seedingMs: number; rows: DashboardRow[] };

/** Not measured: lets each gateway plan, cache and warm its connections before its rows. */
const WARM_UP_MS = 2_000;

type Request = { url: string; headers: Record<string, string>; body: string };
/** A gateway being measured; `pid` where it runs alone in a process, so its CPU time can be read. */
type Running = { url: string; pid?: number; stop(): Promise<void> };
/** How a gateway is started, and how one customer's request to it looks. */
type Target = {
  name: string;
  start(): Promise<Running>;
  request(url: string, customer: DashboardCustomer): Request;
};

export const OURS_EMBEDDED = 'ours, embedded (platform gateway URL)';
export const OURS_OWN_PROCESS = 'ours, own process (gateway/src/main.ts)';
const OURS_NO_SHARING = 'ours, own process, shared reads off';
const HIVE_NAMES: Record<HiveVariant, string> = {
  default: 'Hive Gateway, default (in-flight sharing on)',
  'no-sharing': 'Hive Gateway, in-flight sharing off',
  'router-runtime': 'Hive Gateway, Rust query planner',
};

const body = JSON.stringify({ query: DASHBOARD_QUERY, operationName: 'Dashboard' });
const json = { 'content-type': 'application/json' };
/** As the web client sends it: the access-token cookie identity set at sign-in. */
const withSession = (url: string, customer: DashboardCustomer): Request => ({
  url,
  headers: { ...json, cookie: `${ACCESS_COOKIE}=${customer.accessToken}` },
  body,
});
/** Hive does not verify our tokens: it gets the viewer our gateway would derive, and forwards it. */
const withViewer = (url: string, customer: DashboardCustomer): Request => ({
  url,
  headers: { ...json, [VIEWER_HEADER]: customer.viewerHeader },
  body,
});

export async function benchDashboard(options: DashboardOptions): Promise<DashboardBench> {
  ensureHiveInstalled();
  const logger = pino({ level: 'warn' });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'cloudmine-bench-dashboard-'));
  const internalSecret = randomBytes(24).toString('hex');
  try {
    const seedingStartedMs = performance.now();
    const customers = await seedDashboardCustomers(dataDir, options.customers, logger);
    const seedingMs = performance.now() - seedingStartedMs;
    // No public page rendered ahead, an hour of price history: as the test platform (ADR 0031), since
    // the half minute of CPU they take after start would land in this process during the first rows.
    const light = { pageStoreFill: 'none', priceHistoryMinutes: 60 } as const;
    const platform = await startEmbeddedPlatform({ dataDir, port: 0, logger, internalSecret, ...light });
    try {
      // The seeded customers' registration events are relayed to funds and mining after start.
      await untilProcessIdle();
      const { subgraphUrls } = platform;
      const publicKey = loadOrCreateJwtKeys(dataDir).publicKey;
      const targets: Target[] = [
        {
          name: OURS_EMBEDDED,
          start: async () => ({ url: platform.gatewayUrl, stop: async () => {} }),
          request: withSession,
        },
        {
          name: OURS_OWN_PROCESS,
          start: () => startOwnGateway(subgraphUrls, internalSecret, publicKey),
          request: withSession,
        },
        {
          name: OURS_NO_SHARING,
          start: () => startOwnGateway(subgraphUrls, internalSecret, publicKey, false),
          request: withSession,
        },
        ...(['default', 'no-sharing', 'router-runtime'] as const).map((variant) => ({
          name: HIVE_NAMES[variant],
          start: () => startHiveGateway(variant, subgraphUrls, internalSecret),
          request: withViewer,
        })),
      ];
      const rows: DashboardRow[] = [];
      for (const target of targets) rows.push(...(await measureGateway(target, customers, options)));
      return { customers: customers.length, seedingMs, rows };
    } finally {
      await platform.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Both loads against one gateway, started for them and stopped after. */
async function measureGateway(
  target: Target,
  customers: DashboardCustomer[],
  options: DashboardOptions,
): Promise<DashboardRow[]> {
  const gateway = await target.start();
  try {
    const requestOf = (customer: DashboardCustomer) => target.request(gateway.url, customer);
    await probe(requestOf(customers[0]), customers[0]);
    await probe(requestOf(customers[customers.length - 1]), customers[customers.length - 1]);
    const loads: [DashboardLoad, Request[][]][] = [
      ['one customer', [[requestOf(customers[0])]]],
      ['many customers', customers.map((customer) => [requestOf(customer)])],
    ];
    const rows: DashboardRow[] = [];
    for (const [load, cycle] of loads) {
      const job = { name: `${target.name}, ${load}`, concurrency: options.clients, maxIterations: 10_000_000, cycle };
      await runChild<LoadSummary>('load-http.ts', { ...job, durationMs: WARM_UP_MS });
      const loadAverage = os.loadavg()[0];
      const cpuBeforeMs = gateway.pid === undefined ? 0 : cpuTimeMs(gateway.pid);
      const summary = await runChild<LoadSummary>('load-http.ts', { ...job, durationMs: options.durationMs });
      const cpuMs = gateway.pid === undefined ? undefined : cpuTimeMs(gateway.pid) - cpuBeforeMs;
      const cpuMsPerRequest = cpuMs === undefined ? undefined : cpuMs / (summary.requests + summary.errors);
      rows.push({ load, gateway: target.name, summary, loadAverage, cpuMsPerRequest });
    }
    return rows;
  } finally {
    await gateway.stop();
  }
}

type DashboardAnswer = {
  data?: { me?: { id: string; balances?: unknown; contracts?: unknown; openTrades?: unknown } };
};

/**
 * One request checked for the customer's own dashboard before the load: a viewer lost on the way (a
 * header not forwarded, a session refused) answers `me: null` without an error, and the load tool,
 * which counts only errors, would time that cheaper answer.
 */
async function probe(request: Request, customer: DashboardCustomer): Promise<void> {
  const response = await fetch(request.url, { method: 'POST', headers: request.headers, body: request.body });
  const answer = (await response.json()) as DashboardAnswer;
  const me = answer.data?.me;
  if (me?.id !== customer.userId || !me.balances || !me.contracts || !me.openTrades)
    throw new Error(`${request.url} did not answer ${customer.userId}'s dashboard: ${JSON.stringify(answer)}`);
}
