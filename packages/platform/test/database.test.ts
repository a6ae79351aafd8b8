import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/database';
import { readMigrations, runMigrations, serviceMigrations } from '../src/db/migrate';
import { databaseFactories, type DatabaseFactory } from './support/databases';

function migrationsFolder(files: Record<string, string>): string {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  mkdirSync(directory, { recursive: true });
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(directory, name), text);
  return directory;
}

const folder = migrationsFolder({
  '0001_items.sql': 'create table items (id serial primary key, name text not null check (length(name) > 0));',
  '0002_more.sql':
    'alter table items add column size integer not null default 0; create index items_size on items (size);',
});

describe.each([['pglite'], ['pg']] as const)('database on %s', (driver) => {
  let factory: DatabaseFactory | undefined;
  let database: Database;

  beforeAll(async () => {
    factory = (await databaseFactories()).find((candidate) => candidate.driver === driver);
    if (factory) database = await factory.open('dbtest', serviceMigrations(folder));
  });
  afterAll(async () => database?.close());

  const run = (name: string, body: () => Promise<void>) =>
    it(name, async () => {
      if (!factory) return expect(driver).toBe('pg'); // no server outside CI: the pglite run covers it
      await body();
    });

  run('applies platform and service migrations once, in order', async () => {
    expect(await runMigrations(database, serviceMigrations(folder))).toEqual([]);
    const names = await queryRows<{ name: string }>(
      database.orm,
      sql`select name from schema_migrations order by name`,
    );
    expect(names.map((row) => row.name)).toEqual([
      'platform/0001_outbox.sql',
      'service/0001_items.sql',
      'service/0002_more.sql',
    ]);
  });

  run('refuses a migration that changed after it was applied', async () => {
    const changed = readMigrations(folder, 'service').map((migration, index) =>
      index === 0 ? { ...migration, checksum: 'x' } : migration,
    );
    await expect(runMigrations(database, changed)).rejects.toThrow(/changed after it was applied/);
  });

  run('rolls back a transaction that throws and commits one that does not', async () => {
    await expect(
      database.orm.transaction(async (tx) => {
        await tx.execute(sql`insert into items (name) values ('kept?')`);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await database.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into items (name) values ('kept')`);
    });
    const rows = await queryRows<{ name: string }>(database.orm, sql`select name from items`);
    expect(rows.map((row) => row.name)).toEqual(['kept']);
  });

  run('enforces constraints declared in migrations', async () => {
    await expect(database.orm.execute(sql`insert into items (name) values ('')`)).rejects.toThrow();
  });

  run(
    'keeps dates, times, intervals and numeric arrays as text in drizzle queries, and as Dates in scripts',
    async () => {
      const query = sql`select timestamp '2026-11-28 10:00:00' as at, date '2026-11-28' as day,
      interval '1 day' as span, array[1.5, 2]::numeric[] as amounts, array[date '2026-11-28'] as days`;
      const asText = {
        at: '2026-11-28 10:00:00',
        day: '2026-11-28',
        span: '1 day',
        amounts: '{1.5,2}',
        days: '{2026-11-28}',
      };
      expect(await queryRows(database.orm, query)).toEqual([asText]);
      expect(await database.orm.transaction((tx) => queryRows(tx, query))).toEqual([asText]);
      const [scripted] = await database.script((execute) => execute(`select date '2026-11-28' as day`, []));
      expect(scripted.day).toBeInstanceOf(Date);
    },
  );

  run('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
