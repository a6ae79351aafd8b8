import { appendFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { queryRows } from '@mc/platform';
import type { TestDatabase } from '@mc/platform/testing';
import { MalformedTextsError, readTextsFolder } from '../src/texts/texts-folder';
import { loadTexts } from '../src/texts/texts-loader';
import { contentDatabase, copyFixtureTexts, OPERATOR, startContent } from './content-harness';

let database: TestDatabase;
beforeEach(async () => {
  database = await contentDatabase('content_loader');
});
afterEach(() => database.close());

const LANGUAGES = ['en', 'de'];
const load = (textsDir: string) => loadTexts(database, readTextsFolder(textsDir, LANGUAGES));

async function versionsOf(slug: string, language = 'en') {
  return queryRows(
    database.orm,
    sql`select v.version, v.source, v.title, v.file_hash from page_versions v join pages p on p.id = v.page_id
        where p.slug = ${slug} and p.language = ${language} order by v.version`,
  );
}

describe('loading the texts folder', () => {
  it('publishes every new file as version 1, and nothing when it is loaded again', async () => {
    const textsDir = copyFixtureTexts();
    expect(await load(textsDir)).toEqual({ pagesPublished: 8, faqEntriesPublished: 6 });
    expect(await versionsOf('home')).toEqual([
      expect.objectContaining({ version: 1, source: 'REPOSITORY', title: 'Cloud mining you can check' }),
    ]);
    expect(await load(textsDir)).toEqual({ pagesPublished: 0, faqEntriesPublished: 0 });
    expect(await versionsOf('home')).toHaveLength(1);
  });

  it('publishes a changed file as a new version, and a changed FAQ answer for that entry only', async () => {
    const textsDir = copyFixtureTexts();
    await load(textsDir);
    appendFileSync(path.join(textsDir, 'en/pages/home.md'), '\nOne more line.\n');
    const faqFile = path.join(textsDir, 'de/faq/general.md');
    writeFileSync(faqFile, readFileSync(faqFile, 'utf8').replace('Ja, oberhalb', 'Ja, jederzeit oberhalb'));
    expect(await load(textsDir)).toEqual({ pagesPublished: 1, faqEntriesPublished: 1 });
    expect((await versionsOf('home')).map((row) => row.version)).toEqual([1, 2]);
    expect(await versionsOf('home', 'de')).toHaveLength(1);
  });

  it('keeps an admin edit through restarts until the file itself changes', async () => {
    const textsDir = copyFixtureTexts();
    const first = await startContent(database, { textsDir });
    const edited = await first.query(
      `mutation { editPage(input: { slug: "home", language: "en", title: "Edited", label: "Home",
        description: "Edited by an operator.", body: "## Guide {#guide}\\nNew." }) { version source title } }`,
      {},
      OPERATOR,
    );
    expect(edited.data?.editPage).toEqual({ version: 2, source: 'ADMIN', title: 'Edited' });
    await first.stop();

    const second = await startContent(database, { textsDir });
    const afterRestart = await second.query('{ page(slug: "home", language: "en") { version source title } }');
    expect(afterRestart.data?.page).toEqual({ version: 2, source: 'ADMIN', title: 'Edited' });
    await second.stop();

    appendFileSync(path.join(textsDir, 'en/pages/home.md'), '\nA new paragraph from the repository.\n');
    const third = await startContent(database, { textsDir });
    const afterChange = await third.query('{ page(slug: "home", language: "en") { version source title } }');
    expect(afterChange.data?.page).toEqual({ version: 3, source: 'REPOSITORY', title: 'Cloud mining you can check' });
    await third.stop();
  });

  it('publishes a file again when it is changed back to an earlier text', async () => {
    const textsDir = copyFixtureTexts();
    const file = path.join(textsDir, 'en/articles/bitcoin-mining.md');
    const original = readFileSync(file, 'utf8');
    await load(textsDir);
    writeFileSync(file, original.replace('SHA-256', 'a hash function'));
    await load(textsDir);
    writeFileSync(file, original);
    await load(textsDir);
    expect((await versionsOf('bitcoin-mining')).map((row) => row.version)).toEqual([1, 2, 3]);
  });

  it('publishes each change once when two services start at the same time', async () => {
    const textsDir = copyFixtureTexts();
    const results = await Promise.all([load(textsDir), load(textsDir)]);
    expect(results.map((result) => result.pagesPublished).sort()).toEqual([0, 8]);
    expect(await versionsOf('terms', 'de')).toHaveLength(1);
  });

  it.each([
    [
      'a missing title',
      'en/pages/home.md',
      (text: string) => text.replace(/^title: .*$/m, ''),
      /home\.md: title is required/,
    ],
    [
      'front matter that is not YAML',
      'en/articles/ether-mining.md',
      (text: string) => text.replace('title: Ether mining', 'title: [unclosed'),
      /ether-mining\.md: front matter is not valid/,
    ],
    [
      'a duplicate section key',
      'en/legal/terms.md',
      (text: string) => text.replace('{#payouts}', '{#definitions}'),
      /terms\.md: body section 2: key "definitions" is used twice/,
    ],
    [
      'an ill-formed section key',
      'de/pages/home.md',
      (text: string) => text.replace('{#mining}', '{#Mining_Block}'),
      /de\/pages\/home\.md: body section 2: key "Mining_Block" must be lowercase/,
    ],
    [
      'a section heading without a key',
      'en/faq/general.md',
      (text: string) => text.replace(' {#withdraw-any-time}', ''),
      /general\.md: section 2 "## Can I withdraw at any time\?" has no \{#key\}/,
    ],
  ])('refuses to start on %s, naming the file and the problem', async (_case, file, change, expected) => {
    const textsDir = copyFixtureTexts();
    const full = path.join(textsDir, file);
    writeFileSync(full, change(readFileSync(full, 'utf8')));
    expect(() => readTextsFolder(textsDir, LANGUAGES)).toThrow(MalformedTextsError);
    expect(() => readTextsFolder(textsDir, LANGUAGES)).toThrow(expected);
    await expect(startContent(database, { textsDir })).rejects.toThrow(expected);
    expect(await versionsOf('home')).toEqual([]);
  });
});
