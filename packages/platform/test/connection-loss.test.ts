import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { Client } from 'pg';
import pino from 'pino';
import { isConnectionLoss } from '../src/db/connection-loss';
import { queryRows } from '../src/db/database';
import { serviceMigrations } from '../src/db/migrate';
import { createErrorFormatter } from '../src/errors';
import { createTestDatabase, resolveTestInfrastructure, type TestDatabase } from '../src/testing';

const folder = mkdtempSync(path.join(os.tmpdir(), 'connection-loss-'));
writeFileSync(path.join(folder, '0001_writes.sql'), 'create table writes (key text primary key);');

/** Ends every session of `database` on the server, as a restart or failover does (57P01). */
async function endSessions(serverUrl: string, database: string): Promise<number> {
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const ended = await admin.query(
      'select count(pg_terminate_backend(pid))::int as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
      [database],
    );
    return ended.rows[0].ended as number;
  } finally {
    await admin.end();
  }
}

const count = async (database: TestDatabase) =>
  (await queryRows<{ n: number }>(database.orm, sql`select count(*)::int as n from writes`))[0].n;

/**
 * A write as a client makes it: tried again while the answer is "connection lost", never on another
 * error. Returns the statement each failed try failed at (`begin`, `insert …`, `rollback`).
 */
async function writeUntilAcknowledged(database: TestDatabase, key: string): Promise<string[]> {
  const failedAt: string[] = [];
  for (;;) {
    try {
      await database.orm.transaction(async (tx) => {
        await tx.execute(sql`insert into writes (key) values (${key}) on conflict (key) do nothing`);
        await tx.execute(sql`select pg_sleep(0.002)`);
      });
      return failedAt;
    } catch (error) {
      if (!isConnectionLoss(error)) throw error;
      failedAt.push((error as Error).message.split('\n')[0].replace('Failed query: ', ''));
    }
  }
}

/**
 * How many of `wanted` transactions were open at once: each waits, inside, for all the others (up to
 * 5 s). A pool that lost clients for good opens fewer than its size.
 */
async function transactionsOpenAtOnce(database: TestDatabase, wanted: number): Promise<number> {
  let inside = 0;
  let most = 0;
  const deadline = Date.now() + 5_000;
  const one = () =>
    database.orm.transaction(async (tx) => {
      await tx.execute(sql`select 1`);
      most = Math.max(most, (inside += 1));
      while (inside < wanted && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
      // Leaves only once all were in (or the time is up): the ones left waiting never count as inside.
      await new Promise((resolve) => setTimeout(resolve, 20));
      inside -= 1;
    });
  await Promise.all(Array.from({ length: wanted }, one));
  return most;
}

describe('a PostgreSQL connection lost under a service (a restart, a failover)', () => {
  let serverUrl: string | undefined;
  let database: TestDatabase;

  beforeAll(async () => {
    const infrastructure = await resolveTestInfrastructure();
    if (infrastructure.database.kind !== 'pg') {
      if (process.env.CI === 'true') throw new Error('PostgreSQL is required in CI');
      return;
    }
    serverUrl = infrastructure.database.url;
    database = await createTestDatabase('connection loss', serviceMigrations(folder));
  });
  afterAll(async () => database?.close());

  const run = (name: string, body: (url: string) => Promise<void>) =>
    it(name, async () => {
      // PGlite has no connection to lose; outside CI without a server there is nothing to run this on.
      if (!serverUrl) return expect(process.env.CI).not.toBe('true');
      await body(serverUrl);
    });

  run('fails the transaction that held it with a retryable error, and the pool carries on', async (url) => {
    const failure = await database.orm
      .transaction(async (tx) => {
        await tx.execute(sql`insert into writes (key) values ('lost')`);
        expect(await endSessions(url, database.name)).toBeGreaterThan(0);
        // The client is checked out and idle here: its connection's 'error' used to end the process.
        await new Promise((resolve) => setTimeout(resolve, 200));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(isConnectionLoss(failure)).toBe(true);
    expect(await count(database)).toBe(0);

    const formatted = createErrorFormatter(pino({ level: 'silent' }))(
      { message: 'x', path: ['write'] },
      new GraphQLError('x', { originalError: failure as Error }),
    );
    expect(formatted).toEqual({
      message: 'The service could not reach its database; please try again',
      path: ['write'],
      extensions: { code: 'UNAVAILABLE', reason: 'DATABASE_UNAVAILABLE', details: { retryAfterMs: 1_000 } },
    });
  });

  run('keeps every acknowledged write, once, while sessions are ended again and again', async (url) => {
    await database.orm.execute(sql`truncate writes`);
    let ending = true;
    const ender = (async () => {
      while (ending) {
        await endSessions(url, database.name);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    })();
    // Until a few tries have failed at their `begin` (the client checked out, its connection gone).
    const keys: string[] = [];
    const failedAt: string[] = [];
    try {
      while (failedAt.filter((statement) => statement === 'begin').length < 3 && keys.length < 4_000) {
        const batch = Array.from({ length: 8 }, (_, index) => `write-${keys.length + index}`);
        keys.push(...batch);
        failedAt.push(...(await Promise.all(batch.map((key) => writeUntilAcknowledged(database, key)))).flat());
      }
    } finally {
      ending = false;
      await ender;
    }
    expect(failedAt.filter((statement) => statement === 'begin').length).toBeGreaterThanOrEqual(3);
    const stored = await queryRows<{ key: string }>(database.orm, sql`select key from writes order by key`);
    expect(stored.map((row) => row.key)).toEqual([...keys].sort());
    // Every client of the pool (20) came back: none was kept by a transaction whose `begin` failed.
    expect(await transactionsOpenAtOnce(database, 20)).toBe(20);
  });

  it('tells a lost connection from every other failure', () => {
    const terminated = Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    });
    expect(isConnectionLoss(new Error('Failed query: begin', { cause: terminated }))).toBe(true);
    expect(
      isConnectionLoss(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
    ).toBe(true);
    expect(isConnectionLoss(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isConnectionLoss(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(false);
    expect(isConnectionLoss(Object.assign(new Error('syntax error'), { code: '42601' }))).toBe(false);
    expect(isConnectionLoss('Connection terminated')).toBe(false);
  });
});
