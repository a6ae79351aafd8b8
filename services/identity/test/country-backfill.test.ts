import { parseEventPayload } from '@mc/contracts';
import { openDatabase, runMigrations, serviceMigrations, type Database } from '@mc/platform';
import { IDENTITY_MIGRATIONS_DIR } from '../src';

/** Migration 0014 announces the countries customers saved before identity.user.country_changed existed. */
const BACKFILL = 'service/0014_announce_saved_countries.sql';
let database: Database;

beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite' });
});
afterAll(() => database.close());

it('appends one valid country event per customer with a country, and none for the others', async () => {
  const migrations = serviceMigrations(IDENTITY_MIGRATIONS_DIR);
  expect(migrations.map((migration) => migration.name)).toContain(BACKFILL);
  // The migrations before it: later ones (0016 keeps codes only) see the rows it announced.
  const backfillAt = migrations.map((migration) => migration.name).indexOf(BACKFILL);
  await runMigrations(database, migrations.slice(0, backfillAt));
  const users = (await database.script((execute) =>
    execute(
      `insert into users (email, referral_code, country) values
         ('de@example.com', 'AAAAAAAA', ' Germany '), ('none@example.com', 'BBBBBBBB', null),
         ('x@example.com', 'CCCCCCCC', 'x')
       returning id, country`,
    ),
  )) as { id: string; country: string | null }[];
  expect(await runMigrations(database, migrations.slice(0, backfillAt + 1))).toEqual([BACKFILL]);
  const events = (await database.script((execute) => execute('select subject, version, payload from outbox'))) as {
    subject: 'identity.user.country_changed';
    version: number;
    payload: unknown;
  }[];
  expect(events).toHaveLength(1);
  expect(parseEventPayload(events[0].subject, events[0].version, events[0].payload)).toEqual({
    userId: users[0].id,
    country: 'Germany',
    changedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
  });
});
