import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase, type Database } from '../db/database';
import { openDatabaseMigratedTo } from '../runtime';
import { migrationsChecksum, runMigrations, type Migration } from '../db/migrate';
import { resolveTestInfrastructure } from './infrastructure';

/**
 * A freshly migrated database for one test file. On a PostgreSQL server the migrations run once
 * into a template database (named by their checksum) and each test file gets a cheap
 * `CREATE DATABASE … TEMPLATE` copy; embedded, each gets a new in-memory PGlite, from the run's kept
 * image of a cluster migrated to the same migrations when there is one.
 */
export type TestDatabase = Database & { readonly name: string };

export async function createTestDatabase(label: string, migrations: Migration[]): Promise<TestDatabase> {
  const { database: target } = await resolveTestInfrastructure();
  if (target.kind === 'pglite') {
    const database = await openDatabaseMigratedTo({ kind: 'pglite' }, migrations);
    return Object.assign(database, { name: `pglite:${label}` });
  }
  const template = `mc_tpl_${sanitize(label)}_${migrationsChecksum(migrations).slice(0, 12)}`;
  const name = `mc_t_${sanitize(label)}_${randomBytes(5).toString('hex')}`;
  await withAdminClient(target.url, async (admin) => {
    await ensureTemplate(admin, target.url, template, migrations);
    await admin.query(`create database "${name}" template "${template}"`);
  });
  const database = await openDatabase({ kind: 'pg', url: withDatabaseName(target.url, name), poolSize: 20 });
  const close = database.close.bind(database);
  return Object.assign(database, {
    name,
    close: async () => {
      await close();
      await withAdminClient(target.url, (admin) => admin.query(`drop database if exists "${name}" with (force)`));
    },
  });
}

async function ensureTemplate(admin: Client, url: string, template: string, migrations: Migration[]): Promise<void> {
  // Several jest workers may get here at once; the lock makes one of them build the template.
  await admin.query('select pg_advisory_lock(hashtext($1))', [template]);
  try {
    const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
    if (exists.rowCount) return;
    const building = `${template}_building`;
    await admin.query(`drop database if exists "${building}" with (force)`);
    await admin.query(`create database "${building}"`);
    const database = await openDatabase({ kind: 'pg', url: withDatabaseName(url, building), poolSize: 1 });
    try {
      await runMigrations(database, migrations);
    } finally {
      await database.close();
    }
    await admin.query(`alter database "${building}" rename to "${template}"`);
  } finally {
    await admin.query('select pg_advisory_unlock(hashtext($1))', [template]);
  }
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

function sanitize(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .slice(0, 20);
}
