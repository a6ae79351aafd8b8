import type { Database } from '../../src/db/database';
import type { Migration } from '../../src/db/migrate';
import { openDatabaseMigratedTo } from '../../src/runtime';
import { createTestDatabase, resolveTestInfrastructure } from '../../src/testing';

/**
 * The platform must behave the same on both drivers, so its database tests run against the
 * embedded PGlite and, when one is available, the PostgreSQL server.
 */
export type DatabaseFactory = {
  driver: 'pglite' | 'pg';
  open(label: string, migrations: Migration[]): Promise<Database>;
};

export const pgliteFactory: DatabaseFactory = {
  driver: 'pglite',
  open: async (_label, migrations) => {
    return openDatabaseMigratedTo({ kind: 'pglite' }, migrations);
  },
};

export const serverFactory: DatabaseFactory = {
  driver: 'pg',
  open: async (label, migrations) => {
    const infrastructure = await resolveTestInfrastructure();
    if (infrastructure.database.kind !== 'pg') throw new Error('no PostgreSQL server resolved');
    return createTestDatabase(label, migrations);
  },
};

/** Factories to run: PGlite always; the server when resolved (required in CI). */
export async function databaseFactories(): Promise<DatabaseFactory[]> {
  const infrastructure = await resolveTestInfrastructure();
  if (infrastructure.database.kind === 'pg') return [pgliteFactory, serverFactory];
  if (process.env.CI === 'true') throw new Error('PostgreSQL is required in CI');
  return [pgliteFactory];
}
