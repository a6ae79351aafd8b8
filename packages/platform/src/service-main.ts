import { z } from 'zod';
import { platformClock } from './clock';
import { env, loadConfigOrExit } from './config';
import { createLogger } from './logger';
import { watchConsumerLag } from './metrics';
import {
  databaseTargetFor,
  openEventBus,
  openMigratedDatabase,
  type ServiceName,
  type ServiceRuntime,
} from './runtime';
import { stopOnSignals, type RunningServer } from './server/subgraph-server';
import { openWindowCounters } from './shared-state';
import { startTracing } from './tracing';

/** Variables every subgraph process reads (DESIGN.md §3 names). */
export const serviceEnvShape = {
  HOST: z.string().default('127.0.0.1'),
  NATS_URL: env.optionalUrl(),
  INTERNAL_SECRET: env.secret(16),
  NODE_ENV: env.nodeEnv(),
  DATA_DIR: z.string().default('.data'),
  DATABASE_URL: env.optionalUrl(),
  DRAIN_TIMEOUT_MS: env.drainMs(),
  /** Where the replicas share their rate-limit counts; in this process when unset. */
  REDIS_URL: env.optionalUrl(),
  REDIS_KEY_PREFIX: z.string().optional(),
};

export type ServiceMainOptions = {
  name: ServiceName;
  defaultPort: number;
  migrationsDir: string;
  start: (runtime: ServiceRuntime) => Promise<RunningServer>;
};

/** The whole `main.ts` of a subgraph run as its own process (distributed mode). */
export function runServiceMain(options: ServiceMainOptions): void {
  const logger = createLogger(options.name);
  const config = loadConfigOrExit({ ...serviceEnvShape, PORT: env.port(options.defaultPort) });
  const tracing = startTracing(options.name, logger);
  (async () => {
    const clock = platformClock(process.env);
    if (clock.offsetDays > 0) logger.warn({ offsetDays: clock.offsetDays }, 'test clock: the clock is moved forward');
    const database = await openMigratedDatabase(
      databaseTargetFor(options.name, process.env),
      options.migrationsDir,
      logger,
    );
    const bus = watchConsumerLag(
      await openEventBus(config.NATS_URL, options.name, logger),
      options.name,
      config.NATS_URL,
      logger,
    );
    const counters = await openWindowCounters({
      redisUrl: config.REDIS_URL,
      keyPrefix: config.REDIS_KEY_PREFIX,
      service: options.name,
      logger,
    });
    const server = await options.start({
      database,
      bus,
      logger,
      internalSecret: config.INTERNAL_SECRET,
      host: config.HOST,
      port: config.PORT,
      production: config.NODE_ENV === 'production',
      drainMs: config.DRAIN_TIMEOUT_MS,
      now: clock.now,
      counters,
    });
    stopOnSignals(async () => {
      await server.stop();
      logger.info('http server stopped');
      await bus.close();
      logger.info('event bus closed');
      await counters.close();
      await database.close();
      logger.info('database closed');
      // Last: the spans of the requests and events finished above go out with it.
      await tracing.stop();
    }, logger);
  })().catch((error: unknown) => {
    logger.fatal({ err: error }, `${options.name} failed to start`);
    process.exit(1);
  });
}
