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
      'platform/0002_outbox_ordering_and_retention.sql',
      'platform/0003_outbox_trace_context.sql',
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

  run('writes parameters of every kind: text, numbers, booleans, nulls, JSON, Dates and arrays', async () => {
    const at = new Date('2026-11-28T10:00:00.000Z');
    const rows = await queryRows(
      database.orm,
      sql`select ${7}::int as whole, ${'2.50'}::numeric as exact, ${12n}::bigint > 11 as big, ${true}::boolean as yes,
        ${null}::text as nothing, ${'O\u2019Brien'}::text as name, ${JSON.stringify({ a: [1] })}::jsonb -> 'a' as json,
        ${at}::timestamptz = '2026-11-28T10:00:00Z' as same_time, ${sql.param(['a', 'b'])}::text[] as list`,
    );
    expect(rows).toEqual([
      {
        whole: 7,
        exact: '2.50',
        big: true,
        yes: true,
        nothing: null,
        name: 'O\u2019Brien',
        json: [1],
        same_time: true,
        list: ['a', 'b'],
      },
    ]);
  });

  run('refuses a duplicate with its code, and the transaction it was in keeps nothing', async () => {
    await database.orm.execute(sql`insert into items (id, name) values (900, 'first')`);
    const duplicate = database.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (901, 'kept?')`);
      await tx.execute(sql`insert into items (id, name) values (900, 'again')`);
    });
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    const rows = await queryRows<{ id: number }>(database.orm, sql`select id from items where id >= 900 order by id`);
    expect(rows).toEqual([{ id: 900 }]);
  });

  run('never runs a statement from outside inside an open transaction', async () => {
    let inserted!: () => void;
    const ghostWritten = new Promise<void>((resolve) => (inserted = resolve));
    const rolledBack = database.orm.transaction(async (tx) => {
      await tx.execute(sql`insert into items (id, name) values (950, 'ghost')`);
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('rolled back');
    });
    await ghostWritten;
    const seen = await queryRows<{ n: number }>(database.orm, sql`select count(*)::int as n from items where id = 950`);
    await expect(rolledBack).rejects.toThrow('rolled back');
    expect(seen).toEqual([{ n: 0 }]);
  });

  run('answers a ping', async () => {
    await expect(database.ping()).resolves.toBeUndefined();
  });
});
