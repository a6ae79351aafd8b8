import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Logger } from 'pino';
import { startCompatService } from '@mc/compat';
import { CONTENT_MIGRATIONS_DIR, startContentService } from '@mc/content';
import { FUNDS_MIGRATIONS_DIR, startFundsService } from '@mc/funds';
import { startGateway } from '@mc/gateway';
import { IDENTITY_MIGRATIONS_DIR, type PasswordHashCost, startIdentityService } from '@mc/identity';
import { MINING_MIGRATIONS_DIR, startMiningService } from '@mc/mining';
import {
  createMemoryBus,
  loadOrCreateJwtKeys,
  openMigratedDatabase,
  type Database,
  type RunningServer,
  type ServiceName,
  type ServiceRuntime,
} from '@mc/platform';
import { startTradingService, TRADING_MIGRATIONS_DIR } from '@mc/trading';
import { startEdge } from './edge';
import type { PageStoreFill } from './prerender/store-refresh';
import { ADMIN_DIST_DIR, WEB_DIST_DIR, WEB_SSR_DIR } from './layout';

type ServiceSpec = {
  name: ServiceName;
  migrationsDir: string;
  /** `urls`: the subgraphs started before this one (trading calls funds to hold margins). */
  start: (runtime: ServiceRuntime, urls: Record<string, string>) => Promise<RunningServer>;
};

function serviceSpecs(jwtPrivateKey: string, options: EmbeddedOptions): ServiceSpec[] {
  return [
    {
      name: 'identity',
      migrationsDir: IDENTITY_MIGRATIONS_DIR,
      start: (runtime) =>
        startIdentityService(runtime, {
          jwtPrivateKey,
          smtpUrl: options.smtpUrl,
          accessTtlSeconds: options.accessTtlSeconds,
          bootstrapAdmin: options.bootstrapAdmin,
          publicUrl: options.publicUrl,
          dataDir: options.dataDir,
          allowLoopbackPushEndpoints: options.allowLoopbackPushEndpoints,
          passwordHashCost: options.passwordHashCost,
        }),
    },
    {
      name: 'funds',
      migrationsDir: FUNDS_MIGRATIONS_DIR,
      start: (runtime) => startFundsService(runtime, { now: runtime.now }),
    },
    {
      name: 'mining',
      migrationsDir: MINING_MIGRATIONS_DIR,
      start: (runtime) => startMiningService(runtime, { now: runtime.now }),
    },
    {
      name: 'trading',
      migrationsDir: TRADING_MIGRATIONS_DIR,
      start: (runtime, urls) =>
        startTradingService(runtime, {
          now: runtime.now,
          fundsUrl: urls.funds,
          priceHistoryMinutes: options.priceHistoryMinutes,
        }),
    },
    {
      name: 'content',
      migrationsDir: CONTENT_MIGRATIONS_DIR,
      start: (runtime) => startContentService(runtime, { textsDir: options.contentTextsDir }),
    },
  ];
}

export type EmbeddedOptions = {
  dataDir: string;
  port: number;
  host?: string;
  logger: Logger;
  internalSecret?: string;
  publicUrl?: string;
  /** Proxies in front of the edge whose X-Forwarded-For is believed; none by default. */
  trustedProxies?: readonly string[];
  /** Origins a browser may also write and open sockets from (ALLOWED_ORIGINS), beside PUBLIC_URL's and the edge's own. */
  allowedOrigins?: readonly string[];
  /** The time limit of a public page's server render (SSR_TIMEOUT_MS); 2 s by default. */
  renderTimeoutMs?: number;
  /** What the edge renders ahead after start (PAGE_STORE_FILL); every public page by default. */
  pageStoreFill?: PageStoreFill;
  /** Minutes of simulated candle history a fresh instrument gets (PRICE_HISTORY_MINUTES); a day by default. */
  priceHistoryMinutes?: number;
  smtpUrl?: string;
  /** Access-token lifetime; tests shorten it to exercise refreshes. */
  accessTtlSeconds?: number;
  /** The first superadmin, created when no admin exists. */
  bootstrapAdmin?: { email: string; password: string };
  /** The content service's Markdown texts; services/content/texts by default. */
  contentTextsDir?: string;
  /**
   * Tests only: each service's PGlite database in memory, started from the run's kept migrated image,
   * instead of under DATA_DIR/db. A platform that is never restarted on its data loses nothing by it,
   * and the disk is spared five copies of a 40 MB cluster per start (ADR 0031).
   */
  databasesInMemory?: boolean;
  /** Tests only: push subscriptions may point at a local HTTP stand-in for the push service. */
  allowLoopbackPushEndpoints?: boolean;
  /** Tests only (ADR 0038): a lighter argon2id cost for new password and PIN hashes. */
  passwordHashCost?: PasswordHashCost;
  /**
   * The clock of mining, funds and trading (the test clock of CLOCK_OFFSET_DAYS); `Date.now` by default.
   * Identity keeps real time so the sessions a browser holds stay valid.
   */
  now?: () => number;
};
export type EmbeddedPlatform = {
  url: string;
  gatewayUrl: string;
  subgraphUrls: Record<string, string>;
  stop(): Promise<void>;
};

/**
 * The one-command mode: every service in this process on its own loopback port, each with its
 * own PGlite database under DATA_DIR, one in-process event bus, and the edge on PORT.
 */
export async function startEmbeddedPlatform(options: EmbeddedOptions): Promise<EmbeddedPlatform> {
  const host = options.host ?? '127.0.0.1';
  // Cookies are Secure and HSTS is sent exactly when the public address is https.
  const https = options.publicUrl?.startsWith('https:') ?? false;
  const bus = createMemoryBus();
  const keys = loadOrCreateJwtKeys(options.dataDir);
  const internalSecret = options.internalSecret ?? randomBytes(24).toString('hex');
  const databases: Database[] = [];
  const running: RunningServer[] = [];
  const stopAll = async () => {
    for (const server of running.reverse()) await server.stop();
    await bus.close();
    for (const database of databases) await database.close();
  };
  try {
    const urls: Record<string, string> = {};
    for (const spec of serviceSpecs(keys.privateKey, options)) {
      const logger = options.logger.child({ service: spec.name });
      const database = await openMigratedDatabase(
        options.databasesInMemory
          ? { kind: 'pglite' }
          : { kind: 'pglite', dataDir: path.join(options.dataDir, 'db', spec.name) },
        spec.migrationsDir,
        logger,
      );
      databases.push(database);
      const server = await spec.start(
        {
          database,
          bus,
          logger,
          internalSecret,
          host,
          port: 0,
          production: false,
          now: options.now,
        },
        urls,
      );
      running.push(server);
      urls[spec.name] = server.url;
    }
    // Filled in once the edge has its port: browsers may open sockets from the edge's own origins.
    const allowedOrigins: string[] = [
      ...(options.publicUrl ? [new URL(options.publicUrl).origin] : []),
      ...(options.allowedOrigins ?? []),
    ];
    const gateway = await startGateway({
      subgraphUrls: urls,
      internalSecret,
      publicKey: keys.publicKey,
      bus,
      logger: options.logger.child({ service: 'gateway' }),
      allowedOrigins,
      host,
      port: 0,
      production: false,
      secureCookies: https,
    });
    running.push(gateway);
    const compat = await startCompatService({
      gatewayUrl: gateway.url,
      host,
      port: 0,
      logger: options.logger.child({ service: 'compat' }),
    });
    running.push(compat);
    const edge = await startEdge({
      host,
      port: options.port,
      gatewayOrigin: new URL(gateway.url).origin,
      compatOrigin: new URL(compat.url).origin,
      webDistDir: WEB_DIST_DIR,
      webSsrDir: WEB_SSR_DIR,
      adminDistDir: ADMIN_DIST_DIR,
      logger: options.logger.child({ service: 'edge' }),
      https,
      publicUrl: options.publicUrl,
      trustedProxies: options.trustedProxies,
      allowedOrigins: options.allowedOrigins,
      renderTimeoutMs: options.renderTimeoutMs,
      pageStoreFill: options.pageStoreFill,
      bus,
    });
    running.push(edge);
    allowedOrigins.push(`http://127.0.0.1:${edge.port}`, `http://localhost:${edge.port}`);
    return { url: edge.url, gatewayUrl: gateway.url, subgraphUrls: urls, stop: stopAll };
  } catch (error) {
    await stopAll().catch(() => undefined);
    throw error;
  }
}
