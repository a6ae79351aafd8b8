import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { Pool, type PoolClient } from 'pg';
import type { Logger } from 'pino';
import { isConnectionLoss } from './connection-loss';
import { drizzleClientOf } from './pglite-drizzle';
import { freshClusterImage, isNewDataDir } from './pglite-images';

/**
 * One database handle for both run modes: PGlite (real PostgreSQL in WASM, embedded) and the
 * PostgreSQL server through `pg`. Repositories only see the drizzle API, so their SQL is the same.
 */
export type Orm = PgDatabase<PgQueryResultHKT, Record<string, never>>;
export type Transaction = Parameters<Parameters<Orm['transaction']>[0]>[0];
/** Either the handle or an open transaction: what repository functions take. */
export type Executor = Orm | Transaction;

export type Row = Record<string, unknown>;
/** Runs raw SQL inside one transaction; without params a script may hold several statements. */
export type ScriptExecutor = (text: string, params?: unknown[]) => Promise<Row[]>;

/** `image`: what a new PGlite data directory starts from (./pglite-images.ts); a new, empty cluster by default. */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir?: string; image?: Blob } | { kind: 'pg'; url: string; poolSize?: number };

export type PoolUse = { total: number; idle: number; waiting: number; max: number };

export interface Database {
  readonly kind: 'pglite' | 'pg';
  readonly orm: Orm;
  /** A transaction with raw SQL, for migrations and test set-up only. */
  script<T>(run: (execute: ScriptExecutor) => Promise<T>): Promise<T>;
  ping(): Promise<void>;
  /** Server only: the pool's connections now, for the metrics (PGlite has no pool). */
  poolUse?(): PoolUse;
  /** PGlite only: the image of the cluster as it is now, to start new databases from. */
  image?(): Promise<Blob>;
  close(): Promise<void>;
}

/** `logger` hears of server connections lost (a restart, a failover); PGlite has none to lose. */
export async function openDatabase(target: DatabaseTarget, logger?: Logger): Promise<Database> {
  return target.kind === 'pglite'
    ? openPglite(target.dataDir, target.image)
    : openPg(target.url, target.poolSize ?? 10, logger);
}

async function openPglite(dataDir: string | undefined, image: Blob | undefined): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const loadDataDir = isNewDataDir(dataDir) ? (image ?? (await freshClusterImage())) : undefined;
  const client = await PGlite.create({ dataDir, loadDataDir });
  const { drizzleClient, rawParsers } = drizzleClientOf(client);
  const orm = drizzlePglite({ client: drizzleClient }) as unknown as Orm;
  const raw = { parsers: rawParsers };
  return {
    kind: 'pglite',
    orm,
    script: (run) =>
      client.transaction((tx) =>
        run(async (text, params) => {
          if (params) return (await tx.query<Row>(text, params, raw)).rows;
          const results = await tx.exec(text, raw);
          return results.at(-1)?.rows ?? [];
        }),
      ),
    ping: async () => {
      await client.query('select 1');
    },
    image: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPg(url: string, poolSize: number, logger: Logger | undefined): Promise<Database> {
  const pool = new Pool({ connectionString: url, max: poolSize });
  // A connection the server closes (a restart, a failover, an operator ending the session) emits
  // 'error' on its client, and Node ends a process on an 'error' no one hears. The pool hears it only
  // while the client is idle; a client checked out by a transaction, between two statements, was
  // unheard and the service crashed. Each client is now heard for its whole life: its next statement
  // fails (isConnectionLoss: the request may be retried), and the pool drops it when it is released.
  const connectionLost = (error: Error) =>
    logger?.warn({ err: error }, 'database connection lost; the pool opens a new one');
  pool.on('connect', (client) => client.on('error', connectionLost));
  pool.on('error', connectionLost);
  const orm = drizzlePg({ client: pool }) as unknown as Orm;
  orm.transaction = transactionsReleasingTheirClient(pool);
  return {
    kind: 'pg',
    orm,
    script: async (run) => {
      const client = await pool.connect();
      try {
        await client.query('begin');
        // Without values pg uses the simple protocol, which accepts multi-statement scripts.
        const result = await run(
          async (text, params) => (await (params ? client.query(text, params) : client.query(text))).rows as Row[],
        );
        await client.query('commit');
        client.release();
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        // A client whose connection was lost is dropped, not handed to the next transaction.
        client.release(isConnectionLoss(error) ? (error as Error) : undefined);
        throw error;
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount, max: poolSize }),
    close: () => pool.end(),
  };
}

/**
 * `orm.transaction` on a pool, releasing its client whatever fails. drizzle's own (0.45) releases it
 * only once `begin` has succeeded: a connection lost between checkout and `begin` (a restart, a
 * failover) kept its client checked out for ever, and a few of those exhausted the pool. The client is
 * dropped from the pool when its connection was lost. A drizzle handle is made once per connection.
 */
function transactionsReleasingTheirClient(pool: Pool): Orm['transaction'] {
  const handles = new WeakMap<PoolClient, Orm>();
  const handleOf = (client: PoolClient) => {
    let handle = handles.get(client);
    if (!handle) handles.set(client, (handle = drizzlePg({ client }) as unknown as Orm));
    return handle;
  };
  return async (run, config) => {
    const client = await pool.connect();
    let failure: unknown;
    try {
      // On a client rather than the pool, drizzle's transaction neither checks out nor releases.
      return await handleOf(client).transaction(run, config);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      client.release(isConnectionLoss(failure) ? (failure as Error) : undefined);
    }
  };
}

/**
 * A value as one jsonb parameter. A set of rows travels this way as one JSON array, read back with
 * `jsonb_to_recordset`: a thousand rows as a parameter per field make a statement whose building costs
 * more than running it.
 */
export function jsonbParameter(value: unknown): SQL {
  return sql`${JSON.stringify(value)}::jsonb`;
}

/** Runs a drizzle `sql` query and returns its rows; the one place that knows the result shape. */
export async function queryRows<TRow = Row>(
  executor: Executor,
  query: Parameters<Executor['execute']>[0],
): Promise<TRow[]> {
  // Both drivers answer `{ rows }`; drizzle types the two answers differently, so the shape is stated here.
  const result: unknown = await executor.execute(query);
  return (result as { rows: TRow[] }).rows;
}
