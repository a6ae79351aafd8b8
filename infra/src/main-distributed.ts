import path from 'node:path';
import { z } from 'zod';
import { createLogger, env, loadConfigOrExit, redisAnswers, startTracing, stopOnSignals } from '@mc/platform';
import { startDistributedPlatform } from './distributed';
import { DEFAULT_START_BUDGET_MS } from './processes';
import { PAGE_STORE_FILLS } from './prerender/store-refresh';

/** `npm run start:distributed`: one process per service against PostgreSQL and NATS. */
const logger = createLogger('platform');
const config = loadConfigOrExit({
  PORT: env.port(3000),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/postgres'),
  NATS_URL: z.url().default('nats://127.0.0.1:4222'),
  DATABASE_PREFIX: z
    .string()
    .regex(/^[a-z0-9_]*$/)
    .default('cloudmine_'),
  EPHEMERAL_PORTS: z.enum(['0', '1']).default('0'),
  INTERNAL_SECRET: env.secret().optional(),
  PUBLIC_URL: env.optionalUrl(),
  /** The time limit of a public page's server render, after which the SPA shell is served (ADR 0024). */
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** What the edge renders ahead after start: all public pages, the home pages, or none (ADR 0029). */
  PAGE_STORE_FILL: z.enum(PAGE_STORE_FILLS).default('all'),
  TRUSTED_PROXIES: env.addressList(),
  /** How long to wait for each service to be ready; a busy host needs longer than a quiet one. */
  START_BUDGET_MS: z.coerce.number().int().min(1_000).max(600_000).default(DEFAULT_START_BUDGET_MS),
  /** More browser origins than PUBLIC_URL's and the edge's own that may write and open sockets (ADR 0030). */
  ALLOWED_ORIGINS: env.originList(),
  /** Where the replicas share their rate-limit counts; used when it answers at start, else each process counts its own. */
  REDIS_URL: z.url().default('redis://127.0.0.1:6379'),
  /** Processes per service, e.g. `gateway=2,compat=2,content=2`; one each by default (trading always one). */
  REPLICAS: z
    .string()
    .default('')
    .transform((list) => list.split(',').filter(Boolean))
    .pipe(z.array(z.string().regex(/^(identity|funds|mining|trading|content|gateway|compat)=[1-9]$/, 'service=1..9')))
    .transform((pairs) =>
      Object.fromEntries(pairs.map((pair) => pair.split('=')).map(([name, count]) => [name, Number(count)])),
    ),
});

// This process runs the edge: its spans are the edge's. The services read the same OTEL_* variables.
const tracing = startTracing('edge', logger);

async function redisIfItAnswers(url: string): Promise<string | undefined> {
  if (await redisAnswers(url)) return url;
  logger.warn({ url }, 'Redis does not answer: each process counts its own rate limits');
  return undefined;
}

redisIfItAnswers(config.REDIS_URL)
  .then((redisUrl) =>
    startDistributedPlatform({
      redisUrl,
      replicas: config.REPLICAS,
      databaseUrl: config.DATABASE_URL,
      natsUrl: config.NATS_URL,
      dataDir: path.resolve(config.DATA_DIR),
      port: config.PORT,
      databasePrefix: config.DATABASE_PREFIX,
      ephemeralPorts: config.EPHEMERAL_PORTS === '1',
      echoLogs: true,
      logger,
      internalSecret: config.INTERNAL_SECRET,
      publicUrl: config.PUBLIC_URL,
      renderTimeoutMs: config.SSR_TIMEOUT_MS,
      pageStoreFill: config.PAGE_STORE_FILL,
      trustedProxies: config.TRUSTED_PROXIES,
      allowedOrigins: config.ALLOWED_ORIGINS,
      startBudgetMs: config.START_BUDGET_MS,
    }),
  )
  .then(
    (platform) => {
      process.stdout.write(`\nCloudMine (distributed) is running at ${platform.url}\n\n`);
      stopOnSignals(
        async () => {
          await platform.stop();
          await tracing.stop();
        },
        logger,
        () => process.stdout.write('CloudMine stopped cleanly\n'),
      );
    },
    (error: unknown) => {
      logger.fatal({ err: error }, 'platform failed to start');
      process.exit(1);
    },
  );
