import path from 'node:path';
import type { Logger } from 'pino';
import { createMemoryBus, createNatsBusConnectingInBackground } from './bus';
import type { EventBus } from './bus/event-bus';
import { openDatabase, type Database, type DatabaseTarget } from './db/database';
import { migrationsChecksum, runMigrations, serviceMigrations, type Migration } from './db/migrate';
import { keptImage, copyKeptCluster, isNewDataDir, keepMigratedImage } from './db/pglite-images';
import type { WindowCounters } from './shared-state';

/**
 * What a subgraph needs from its host. The embedded launcher builds one per service inside one
 * process (PGlite + the shared in-process bus); a service's own `main.ts` builds it from the
 * environment (PostgreSQL + NATS). The service code cannot tell the difference.
 */
export type ServiceRuntime = {
  database: Database;
  bus: EventBus;
  logger: Logger;
  internalSecret: string;
  host: string;
  port: number;
  production: boolean;
  /** How long a stop lets requests in flight finish (DRAIN_TIMEOUT_MS). */
  drainMs?: number;
  /** The platform's clock (the test clock when CLOCK_OFFSET_DAYS is set); `Date.now` when absent. */
  now?: () => number;
  /** The rate limits' counts, shared by the replicas (Redis, REDIS_URL); each limiter keeps its own in memory when absent. */
  counters?: WindowCounters;
};

export type ServiceName = 'identity' | 'funds' | 'mining' | 'trading' | 'content';

/**
 * Where a service's database is, from its environment: `<SERVICE>_DATABASE_URL`; else the server of
 * DATABASE_URL with the database `<DATABASE_PREFIX><service>`; else PGlite under DATA_DIR. Every
 * process that opens a service's database (the service, the launchers, `ledger:verify`) resolves it
 * here, so they cannot disagree.
 */
export function databaseTargetFor(service: ServiceName, environment: NodeJS.ProcessEnv): DatabaseTarget {
  const own = environment[`${service.toUpperCase()}_DATABASE_URL`];
  if (own) return { kind: 'pg', url: own };
  if (environment.DATABASE_URL) {
    const url = new URL(environment.DATABASE_URL);
    url.pathname = `/${databaseNameFor(service, environment)}`;
    return { kind: 'pg', url: url.toString() };
  }
  return { kind: 'pglite', dataDir: path.join(environment.DATA_DIR ?? '.data', 'db', service) };
}

export function databaseNameFor(service: ServiceName, environment: NodeJS.ProcessEnv): string {
  const prefix = environment.DATABASE_PREFIX ?? '';
  if (!/^[a-z0-9_]*$/.test(prefix)) throw new Error('DATABASE_PREFIX may hold only a-z, 0-9 and _');
  return `${prefix}${service}`;
}

/**
 * A service's database, migrated to its migrations folder. A new PGlite database starts from the run's
 * kept cluster when the tests keep one (./db/pglite-images.ts).
 */
export function openMigratedDatabase(target: DatabaseTarget, migrationsDir: string, logger: Logger): Promise<Database> {
  return openDatabaseMigratedTo(target, serviceMigrations(migrationsDir), logger);
}

/** The database at `target`, migrated to `migrations`; see openMigratedDatabase. */
export async function openDatabaseMigratedTo(
  target: DatabaseTarget,
  migrations: Migration[],
  logger?: Logger,
): Promise<Database> {
  const checksum = migrationsChecksum(migrations);
  const isNewPglite = target.kind === 'pglite' && isNewDataDir(target.dataDir);
  // A new PGlite database starts from a cluster the tests migrated already, when they keep one: a copy
  // of its files on disk, its image in memory.
  const copied = isNewPglite && target.dataDir ? await copyKeptCluster(checksum, target.dataDir) : false;
  const image = isNewPglite && !copied ? await keptImage(checksum) : undefined;
  const database = await openDatabase(image && target.kind === 'pglite' ? { ...target, image } : target, logger);
  const applied = await runMigrations(database, migrations);
  if (applied.length > 0) logger?.info({ applied }, 'migrations applied');
  if (isNewPglite && !image && !copied) await keepMigratedImage(checksum, database);
  return database;
}

export async function openEventBus(
  natsUrl: string | undefined,
  clientName: string,
  logger?: Logger,
): Promise<EventBus> {
  // A service starts while NATS is down, serves what needs no bus, and connects when NATS returns.
  return natsUrl ? createNatsBusConnectingInBackground({ url: natsUrl, name: clientName, logger }) : createMemoryBus();
}
