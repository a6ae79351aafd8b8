import { COUNTRY_CODES, parseEventPayload } from '@mc/contracts';
import { openDatabase, runMigrations, serviceMigrations, type Database } from '@mc/platform';
import { IDENTITY_MIGRATIONS_DIR } from '../src';
import { countryCodeOf } from '../src/accounts/country-names';

/** Issue 24, item 1: countries are ISO 3166-1 alpha-2 codes; a free text no longer gets around the jurisdiction rules. */

describe('reading a country', () => {
  it('takes a code in any case, a name in any of the five languages, and the common forms', () => {
    const cases: [string, string][] = [
      ['DE', 'DE'],
      [' de ', 'DE'],
      ['Germany', 'DE'],
      ['Deutschland', 'DE'],
      ['DEUTSCHLAND', 'DE'],
      ['Alemania', 'DE'],
      ['Allemagne', 'DE'],
      ['Германия', 'DE'],
      ['U.S.A.', 'US'],
      ['USA', 'US'],
      ['United States of America', 'US'],
      ['США', 'US'],
      ['Соединённые Штаты', 'US'],
      ['EE. UU.', 'US'],
      ['Etats-Unis', 'US'],
      ['UK', 'GB'],
      ['Great Britain', 'GB'],
      ['England', 'GB'],
      ['Royaume-Uni', 'GB'],
      ['Österreich', 'AT'],
      ['Osterreich', 'AT'],
      ["Cote d'Ivoire", 'CI'],
      ['Trinidad and Tobago', 'TT'],
      ['Saint Lucia', 'LC'],
      ['St. Lucia', 'LC'],
      ['Holland', 'NL'],
      ['Czech Republic', 'CZ'],
      ['Turkey', 'TR'],
      ['Türkiye', 'TR'],
    ];
    for (const [typed, code] of cases) expect([typed, countryCodeOf(typed)]).toEqual([typed, code]);
  });

  it('reads every country’s own name back in each language', () => {
    for (const language of ['en', 'ru', 'de', 'es', 'fr']) {
      const names = new Intl.DisplayNames([language], { type: 'region' });
      for (const code of COUNTRY_CODES)
        expect([language, code, countryCodeOf(names.of(code)!)]).toEqual([language, code, code]);
    }
  });

  it('finds no country in anything else', () => {
    for (const text of ['Atlantis', 'Germanyy', 'ZZ', 'EU', 'Europe', 'Unknown Region', 'x', '', '   ', 'D E'])
      expect([text, countryCodeOf(text)]).toEqual([text, null]);
  });
});

describe('migration 0016: saved countries become codes', () => {
  const MAPPING = 'service/0016_country_codes.sql';
  let database: Database;
  const execute = (sql: string, params?: unknown[]) =>
    database.script((run) => run(sql, params)) as Promise<Record<string, unknown>[]>;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
  });
  afterAll(() => database.close());

  /** Countries as customers typed them before codes: the sign-up list's names, legacy calls' free text. */
  const SAVED: [typed: string | null, code: string | null][] = [
    [' Germany ', 'DE'],
    ['Deutschland', 'DE'],
    ['deutschland', 'DE'],
    ['U.S.A.', 'US'],
    ['United States', 'US'],
    ['UK', 'GB'],
    ['United Kingdom', 'GB'],
    ['de', 'DE'],
    ['FR', 'FR'],
    ['España', 'ES'],
    ['ÉTATS-UNIS', 'US'],
    ['Россия', 'RU'],
    ["Côte d'Ivoire", 'CI'],
    ['Trinidad & Tobago', 'TT'],
    ['the Netherlands', 'NL'],
    ['Japan', 'JP'],
    ['Atlantis', null],
    ['Germany, Berlin', null],
    ['x', null],
    [null, null],
  ];

  it('maps each saved country to its code, the parser’s, and announces it to trading; unknown ones as ZZ', async () => {
    const migrations = serviceMigrations(IDENTITY_MIGRATIONS_DIR);
    expect(migrations.map((migration) => migration.name)).toContain(MAPPING);
    await runMigrations(database, migrations.slice(0, migrations.map((migration) => migration.name).indexOf(MAPPING)));
    const ids: string[] = [];
    for (const [index, [typed]] of SAVED.entries()) {
      const [row] = await execute(
        'insert into users (email, referral_code, country) values ($1, $2, $3) returning id',
        [`c${index}@example.com`, `CODE${String(index).padStart(4, '0')}`, typed],
      );
      ids.push(String(row.id));
    }
    expect(await runMigrations(database, migrations)).toContain(MAPPING);

    const stored = new Map((await execute('select id, country from users')).map((row) => [row.id, row.country]));
    const announced = new Map(
      (await execute(`select version, payload from outbox where subject = 'identity.user.country_changed'`)).map(
        (row) => {
          const event = parseEventPayload('identity.user.country_changed', Number(row.version), row.payload);
          return [event.userId, event.country];
        },
      ),
    );
    SAVED.forEach(([typed, code], index) => {
      const id = ids[index];
      expect([typed, stored.get(id)]).toEqual([typed, code]);
      // The SQL reads the text as the service's parser does.
      if (typed !== null) expect([typed, code]).toEqual([typed, countryCodeOf(typed)]);
      expect([typed, announced.get(id)]).toEqual([typed, typed === null ? undefined : (code ?? 'ZZ')]);
    });
  });

  it('accepts only codes from then on', async () => {
    await expect(
      execute(`insert into users (email, referral_code, country) values ('late@example.com', 'LATE0001', 'Germany')`),
    ).rejects.toThrow(/users_country_code/);
  });
});
