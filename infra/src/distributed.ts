import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import type { Logger } from 'pino';
import { DEFAULT_SUBGRAPH_PORTS, SUBGRAPH_NAMES } from '@mc/gateway';
import {
  createNatsBus,
  databaseNameFor,
  DEFAULT_REDIS_KEY_PREFIX,
  loadOrCreateJwtKeys,
  startMetricsServer,
  type EventBus,
  type MetricsServer,
} from '@mc/platform';
import { startEdge } from './edge';
import type { PageStoreFill } from './prerender/store-refresh';
import { ADMIN_DIST_DIR, WEB_DIST_DIR, WEB_SSR_DIR } from './layout';
import { originsOfTheEdge } from './origin-check';
import { freePort, startProcess, waitUntilReady, type ManagedProcess } from './processes';
import { bundleServices } from './service-bundles';

export type DistributedOptions = {
  databaseUrl: string;
  natsUrl: string;
  dataDir: string;
  port: number;
  /** Prefix of the five database names, so test runs never share data with a developer's run. */
  databasePrefix: string;
  /** Pick free loopback ports instead of the defaults (4000-4010), for tests. */
  ephemeralPorts: boolean;
  echoLogs: boolean;
  logger: Logger;
  /** Shared by every process; set it (INTERNAL_SECRET) to restart one service by hand. */
  internalSecret?: string;
  /** The address people use; https makes cookies Secure and adds HSTS at the edge. */
  publicUrl?: string;
  /** Proxies in front of the edge whose X-Forwarded-For is believed; none by default. */
  trustedProxies?: readonly string[];
  /** Origins a browser may also write and open sockets from (ALLOWED_ORIGINS), beside PUBLIC_URL's and the edge's own. */
  allowedOrigins?: readonly string[];
  /** The time limit of a public page's server render (SSR_TIMEOUT_MS); 2 s by default. */
  renderTimeoutMs?: number;
  /** What the edge renders ahead after start (PAGE_STORE_FILL); every public page by default. */
  pageStoreFill?: PageStoreFill;
  /** How long to wait for each service to be ready (START_BUDGET_MS); DEFAULT_START_BUDGET_MS by default. */
  startBudgetMs?: number;
  /** The loopback port of the launcher's own metrics (the edge's); 9464, or a free one with ephemeralPorts. */
  metricsPort?: number;
  /** Processes per service (REPLICAS), one by default. Trading stays one: its price feed is single (docs/scaling.md). */
  replicas?: Partial<Record<ReplicatedService, number>>;
  /** Redis, where the replicas share their rate-limit counts (REDIS_URL); each process counts its own when absent. */
  redisUrl?: string;
};

export type ReplicatedService = (typeof SUBGRAPH_NAMES)[number] | 'gateway' | 'compat';

/** Without ephemeral ports, replica n (from 0) of a service listens this many ports above the first. */
const REPLICA_PORT_STEP = 100;

/** The launcher's metrics port by default (the port the Prometheus exporters' conventions give Node). */
export const DEFAULT_LAUNCHER_METRICS_PORT = 9464;

/**
 * The distributed layout on one machine: every subgraph, the gateway and compat as separate
 * processes against the PostgreSQL server and NATS JetStream, the edge in this process.
 * `docker-compose.yml` describes the same layout with containers and nginx.
 */
export async function startDistributedPlatform(options: DistributedOptions) {
  const internalSecret = options.internalSecret ?? randomBytes(24).toString('hex');
  const publicUrl = options.publicUrl ?? `http://127.0.0.1:${options.port}`;
  const keys = loadOrCreateJwtKeys(options.dataDir);
  // A free port for each process, never the edge's own nor one handed out already: a port that was
  // free a moment ago can be handed out twice before anything listens on it.
  const taken = new Set<number>([options.port]);
  const port = async (fallback: number) => {
    if (!options.ephemeralPorts) return fallback;
    for (;;) {
      const candidate = await freePort();
      if (taken.has(candidate)) continue;
      taken.add(candidate);
      return candidate;
    }
  };
  const processes: ManagedProcess[] = [];
  // Supervised from the start: a service that dies while the others start is started again, and the
  // launcher waits for it within its budget instead of giving the whole start up.
  const launch = (name: string, entry: string, environment: NodeJS.ProcessEnv) => {
    const started = startProcess(name, entry, environment, options.echoLogs);
    started.supervise();
    processes.push(started);
    return started;
  };
  const ready = (url: string, owner: ManagedProcess) => waitUntilReady(url, owner, options.startBudgetMs);
  let edgeBus: EventBus | null = null;
  let metrics: MetricsServer | null = null;
  const stop = async () => {
    await metrics?.stop();
    await edgeBus?.close();
    const clean = await Promise.all(processes.map((each) => each.stop()));
    if (clean.includes(false)) throw new Error('some services did not stop cleanly');
  };
  const common = {
    NATS_URL: options.natsUrl,
    INTERNAL_SECRET: internalSecret,
    DATA_DIR: options.dataDir,
    // Each service finds its database from these two with databaseTargetFor, as ledger:verify does.
    DATABASE_URL: options.databaseUrl,
    DATABASE_PREFIX: options.databasePrefix,
    PUBLIC_URL: publicUrl,
    HOST: '127.0.0.1',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'info',
    // Unset when absent, so a REDIS_URL in the launcher's own environment cannot slip through.
    REDIS_URL: options.redisUrl,
    // Platforms (and test runs) sharing one Redis never share counts, as they never share databases.
    REDIS_KEY_PREFIX: `${DEFAULT_REDIS_KEY_PREFIX}${options.databasePrefix}`,
  };
  // Replica n of the gateway calls replica n of each subgraph and compat's replica n calls it (modulo
  // their counts): so two replicas of each are two whole paths, and a limit shared between them is shared
  // only through Redis. The edge takes the gateways and the compats in turn (upstream-pool.ts).
  const replicaCount = (name: ReplicatedService) => (name === 'trading' ? 1 : (options.replicas?.[name] ?? 1));
  const replicaIndexes = (name: ReplicatedService) => [...Array(Math.max(1, replicaCount(name))).keys()];
  const replicaName = (name: string, index: number) => (index === 0 ? name : `${name}-${index + 1}`);
  const nth = (urls: string[], index: number) => urls[index % urls.length];
  try {
    const bundles = await bundleServices({
      ...Object.fromEntries(SUBGRAPH_NAMES.map((name) => [name, `services/${name}/src/main.ts`])),
      gateway: 'gateway/src/main.ts',
      compat: 'services/compat/src/main.ts',
    });
    const subgraphUrls: Record<string, string[]> = {};
    const readyUrls: Record<string, string> = {};
    for (const name of SUBGRAPH_NAMES) {
      await ensureDatabase(options.databaseUrl, databaseNameFor(name, common));
      subgraphUrls[name] = [];
      for (const index of replicaIndexes(name)) {
        const servicePort = await port(DEFAULT_SUBGRAPH_PORTS[name] + REPLICA_PORT_STEP * index);
        launch(
          replicaName(name, index),
          bundles[name],
          // A per-service URL in the caller's environment would win over the pair in `common`.
          {
            ...common,
            PORT: String(servicePort),
            [`${name.toUpperCase()}_DATABASE_URL`]: '',
            // Trading holds margins through funds, which starts before it (SUBGRAPH_NAMES order).
            ...(name === 'trading' ? { FUNDS_URL: subgraphUrls.funds[0] } : {}),
          },
        );
        subgraphUrls[name].push(`http://127.0.0.1:${servicePort}/graphql`);
        readyUrls[replicaName(name, index)] = `http://127.0.0.1:${servicePort}/ready`;
      }
    }
    await Promise.all(processes.map((each) => ready(readyUrls[each.name], each)));

    const gatewayUrls: string[] = [];
    for (const index of replicaIndexes('gateway')) {
      const gatewayPort = await port(4000 + REPLICA_PORT_STEP * index);
      const gateway = launch(replicaName('gateway', index), bundles.gateway, {
        ...common,
        PORT: String(gatewayPort),
        JWT_PUBLIC_KEY: keys.publicKey,
        // The gateway adds PUBLIC_URL's origin itself; the edge checks these and its own addresses too.
        ALLOWED_ORIGINS: [...originsOfTheEdge('127.0.0.1', options.port), ...(options.allowedOrigins ?? [])].join(','),
        ...Object.fromEntries(
          SUBGRAPH_NAMES.map((name) => [`${name.toUpperCase()}_URL`, nth(subgraphUrls[name], index)]),
        ),
      });
      gatewayUrls.push(`http://127.0.0.1:${gatewayPort}/graphql`);
      readyUrls[gateway.name] = `http://127.0.0.1:${gatewayPort}/ready`;
      await ready(readyUrls[gateway.name], gateway);
    }

    const compatUrls: string[] = [];
    for (const index of replicaIndexes('compat')) {
      const compatPort = await port(4010 + REPLICA_PORT_STEP * index);
      const compat = launch(replicaName('compat', index), bundles.compat, {
        ...common,
        PORT: String(compatPort),
        GATEWAY_URL: nth(gatewayUrls, index),
      });
      compatUrls.push(`http://127.0.0.1:${compatPort}`);
      readyUrls[compat.name] = `http://127.0.0.1:${compatPort}/health`;
      await ready(readyUrls[compat.name], compat);
    }

    metrics = await startMetricsServer({
      host: '127.0.0.1',
      port: options.metricsPort ?? (await port(DEFAULT_LAUNCHER_METRICS_PORT)),
      logger: options.logger,
    });
    // The edge hears content's publishes to refresh the public pages it renders ahead (ADR 0029).
    edgeBus = await createNatsBus({ url: options.natsUrl, name: 'edge', logger: options.logger });
    const edge = await startEdge({
      host: '127.0.0.1',
      port: options.port,
      gatewayOrigin: gatewayUrls.map((url) => url.replace('/graphql', '')),
      compatOrigin: compatUrls,
      webDistDir: WEB_DIST_DIR,
      webSsrDir: WEB_SSR_DIR,
      adminDistDir: ADMIN_DIST_DIR,
      logger: options.logger.child({ service: 'edge' }),
      https: publicUrl.startsWith('https:'),
      publicUrl: options.publicUrl,
      trustedProxies: options.trustedProxies,
      allowedOrigins: options.allowedOrigins,
      renderTimeoutMs: options.renderTimeoutMs,
      pageStoreFill: options.pageStoreFill,
      bus: edgeBus,
    });
    return {
      url: edge.url,
      /** The launcher's own metrics (the edge's requests); each process serves its own on its port. */
      metricsUrl: metrics.url,
      databases: SUBGRAPH_NAMES.map((name) => databaseNameFor(name, common)),
      /** Each process as it is now (a restart changes its pid), with the address that says it is ready. */
      processes: () =>
        processes.map((each) => ({
          name: each.name,
          pid: each.child.pid,
          readyUrl: readyUrls[each.name],
          startAgain: () => each.startAgain(),
        })),
      stop: async () => {
        await edge.stop();
        await stop();
      },
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

async function ensureDatabase(serverUrl: string, name: string): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const exists = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!exists.rowCount) await client.query(`create database "${name.replace(/"/g, '')}"`);
  } finally {
    await client.end();
  }
}

export async function dropDatabases(serverUrl: string, names: string[]): Promise<void> {
  const client = new Client({ connectionString: serverUrl });
  await client.connect();
  try {
    for (const name of names) await client.query(`drop database if exists "${name.replace(/"/g, '')}" with (force)`);
  } finally {
    await client.end();
  }
}

export const DEFAULT_DATA_DIR = path.resolve('.data');
