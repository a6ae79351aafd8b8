import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './database';

/**
 * Applies `*.sql` files in name order, each once, recorded in `schema_migrations` with a checksum.
 * The platform's own tables (outbox, processed events) come first, then the service's folder.
 * On PostgreSQL an advisory lock makes concurrent starts of several replicas safe.
 * An applied file that changed afterwards is an error: migrations are append-only.
 */
export type Migration = { name: string; sql: string; checksum: string };

export const PLATFORM_MIGRATIONS_DIR = path.join(__dirname, 'migrations');
const MIGRATION_LOCK_ID = 7_314_159;

export function readMigrations(directory: string, prefix: string): Migration[] {
  return readdirSync(directory)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => {
      const sql = readFileSync(path.join(directory, file), 'utf8');
      return { name: `${prefix}/${file}`, sql, checksum: createHash('sha256').update(sql).digest('hex') };
    });
}

export function serviceMigrations(serviceMigrationsDir: string): Migration[] {
  return [...readMigrations(PLATFORM_MIGRATIONS_DIR, 'platform'), ...readMigrations(serviceMigrationsDir, 'service')];
}

/** Returns the names applied by this call. */
export async function runMigrations(database: Database, migrations: Migration[]): Promise<string[]> {
  return database.script(async (execute) => {
    if (database.kind === 'pg') await execute('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
    await execute(
      `create table if not exists schema_migrations (
         name text primary key, checksum text not null, applied_at timestamptz not null default now())`,
    );
    const appliedRows = await execute('select name, checksum from schema_migrations');
    const applied = new Map(appliedRows.map((row) => [String(row.name), String(row.checksum)]));
    const newlyApplied: string[] = [];
    for (const migration of migrations) {
      const checksum = applied.get(migration.name);
      if (checksum === migration.checksum) continue;
      if (checksum !== undefined) throw new Error(`Migration ${migration.name} changed after it was applied`);
      await execute(migration.sql);
      await execute('insert into schema_migrations (name, checksum) values ($1, $2)', [
        migration.name,
        migration.checksum,
      ]);
      newlyApplied.push(migration.name);
    }
    return newlyApplied;
  });
}

export function migrationsChecksum(migrations: Migration[]): string {
  return createHash('sha256')
    .update(migrations.map((migration) => migration.checksum).join(':'))
    .digest('hex');
}
