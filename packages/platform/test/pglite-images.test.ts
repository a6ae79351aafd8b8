import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { openDatabase, openMigratedDatabase, type Database } from '../src';

const logger = pino({ level: 'silent' });
const temporaryDir = (label: string) => mkdtempSync(path.join(os.tmpdir(), `pglite-images-${label}-`));

/** A service's migrations folder with one table. */
function migrationsFolder(): string {
  const dir = temporaryDir('migrations');
  writeFileSync(path.join(dir, '0001_notes.sql'), 'create table notes (id int primary key, body text not null);');
  return dir;
}

const count = async (database: Database, table: string) =>
  database.script(async (execute) => Number((await execute(`select count(*)::int as n from ${table}`))[0].n));

describe('PGlite databases started from cluster images', () => {
  const opened: Database[] = [];
  const keep = (database: Database) => (opened.push(database), database);
  const keptBefore = process.env.PGLITE_IMAGE_CACHE_DIR;
  afterEach(async () => {
    for (const database of opened.splice(0)) await database.close();
    if (keptBefore === undefined) delete process.env.PGLITE_IMAGE_CACHE_DIR;
    else process.env.PGLITE_IMAGE_CACHE_DIR = keptBefore;
  });

  it('gives every new database a cluster of its own, in memory and on disk', async () => {
    const first = keep(await openDatabase({ kind: 'pglite' }));
    const second = keep(await openDatabase({ kind: 'pglite', dataDir: path.join(temporaryDir('disk'), 'db') }));
    await first.script((execute) => execute('create table only_here (id int)'));
    await expect(second.script((execute) => execute('select * from only_here'))).rejects.toThrow(/only_here/);
    await expect(count(first, 'only_here')).resolves.toBe(0);
  });

  it('starts a new database from the image the run kept, and never replaces an existing one', async () => {
    process.env.PGLITE_IMAGE_CACHE_DIR = temporaryDir('cache');
    const migrations = migrationsFolder();
    const firstDir = path.join(temporaryDir('first'), 'db');
    const first = keep(await openMigratedDatabase({ kind: 'pglite', dataDir: firstDir }, migrations, logger));
    await first.script((execute) => execute("insert into notes values (1, 'written after the migrations')"));
    expect(readdirSync(process.env.PGLITE_IMAGE_CACHE_DIR)).toHaveLength(1);

    // A new data dir: the kept image, migrated and empty (what the first database wrote is not in it).
    const second = keep(
      await openMigratedDatabase(
        { kind: 'pglite', dataDir: path.join(temporaryDir('second'), 'db') },
        migrations,
        logger,
      ),
    );
    await expect(count(second, 'notes')).resolves.toBe(0);
    await expect(count(second, 'schema_migrations')).resolves.toBeGreaterThan(1);
    // On disk it is a copy of the kept cluster's files, unpacked once beside the image.
    const checksum = readdirSync(process.env.PGLITE_IMAGE_CACHE_DIR).find((name) => name.endsWith('.tar'))!;
    expect(readdirSync(process.env.PGLITE_IMAGE_CACHE_DIR).sort()).toEqual([checksum.replace('.tar', ''), checksum]);
    // In memory it is the image.
    const inMemory = keep(await openMigratedDatabase({ kind: 'pglite' }, migrations, logger));
    await expect(count(inMemory, 'notes')).resolves.toBe(0);

    // The existing data dir reopened: its own rows, not the image.
    await first.close();
    opened.splice(opened.indexOf(first), 1);
    const reopened = keep(await openMigratedDatabase({ kind: 'pglite', dataDir: firstDir }, migrations, logger));
    await expect(count(reopened, 'notes')).resolves.toBe(1);
    expect(readdirSync(process.env.PGLITE_IMAGE_CACHE_DIR)).toHaveLength(2);
  });

  it('migrates a new database itself when no image is kept (npm start)', async () => {
    delete process.env.PGLITE_IMAGE_CACHE_DIR;
    const database = keep(
      await openMigratedDatabase(
        { kind: 'pglite', dataDir: path.join(temporaryDir('plain'), 'db') },
        migrationsFolder(),
        logger,
      ),
    );
    await expect(count(database, 'notes')).resolves.toBe(0);
  });
});
