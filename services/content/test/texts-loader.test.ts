import { appendFileSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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
    expect(await load(textsDir)).toEqual({ pagesPublished: 8, faqEntriesPublished: 6, withdrawn: [] });
    expect(await versionsOf('home')).toEqual([
      expect.objectContaining({ version: 1, source: 'REPOSITORY', title: 'Cloud mining you can check' }),
    ]);
    expect(await load(textsDir)).toEqual({ pagesPublished: 0, faqEntriesPublished: 0, withdrawn: [] });
    expect(await versionsOf('home')).toHaveLength(1);
  });

  it('publishes a changed file as a new version, and a changed FAQ answer for that entry only', async () => {
    const textsDir = copyFixtureTexts();
    await load(textsDir);
    appendFileSync(path.join(textsDir, 'en/pages/home.md'), '\nOne more line.\n');
    const faqFile = path.join(textsDir, 'de/faq/general.md');
    writeFileSync(faqFile, readFileSync(faqFile, 'utf8').replace('Ja, oberhalb', 'Ja, jederzeit oberhalb'));
    expect(await load(textsDir)).toEqual({ pagesPublished: 1, faqEntriesPublished: 1, withdrawn: [] });
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

  it('follows a file into another folder and FAQ entries into another order without new versions', async () => {
    const textsDir = copyFixtureTexts();
    await load(textsDir);
    renameSync(path.join(textsDir, 'en/articles/ether-mining.md'), path.join(textsDir, 'en/legal/ether-mining.md'));
    const faqFile = path.join(textsDir, 'en/faq/general.md');
    const [first, second] = readFileSync(faqFile, 'utf8').split(/\n(?=## )/);
    writeFileSync(faqFile, `${second.trimEnd()}\n\n${first}`);
    expect(await load(textsDir)).toEqual({ pagesPublished: 0, faqEntriesPublished: 0, withdrawn: [] });
    const placed = await queryRows(
      database.orm,
      sql`select (select kind from pages where slug = 'ether-mining' and language = 'en') as kind,
            array(select entry_key from faq_entries where faq_group = 'general' and language = 'en'
                  order by position) as keys`,
    );
    expect(placed).toEqual([{ kind: 'LEGAL', keys: ['withdraw-any-time', 'how-payouts-work'] }]);
    expect(await versionsOf('ether-mining')).toHaveLength(1);
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

describe('texts whose files are removed', () => {
  const served = async (content: Awaited<ReturnType<typeof startContent>>) => {
    const { data } = await content.query(`{
      article: page(slug: "bitcoin-mining", language: "en") { version source }
      articles: pages(kind: ARTICLE, language: "de") { slug }
      sitemap { path }
      faq(language: "en") { key }
    }`);
    return data;
  };
  const removeArticle = (textsDir: string) =>
    ['en', 'de'].forEach((language) => rmSync(path.join(textsDir, language, 'articles', 'bitcoin-mining.md')));
  const removeFaqEntry = (textsDir: string) =>
    ['en', 'de'].forEach((language) => {
      const file = path.join(textsDir, language, 'faq', 'general.md');
      writeFileSync(file, readFileSync(file, 'utf8').replace(/\n## [^\n]*\{#withdraw-any-time\}\n[^\n]*\n?/, '\n'));
    });

  it('withdraws a page and a FAQ entry whose files are gone, keeps their versions, and serves them again when the files come back', async () => {
    const textsDir = copyFixtureTexts();
    await load(textsDir);
    const saved = copyFixtureTexts();
    removeArticle(textsDir);
    removeFaqEntry(textsDir);
    const result = await load(textsDir);
    expect(result.withdrawn.sort()).toEqual([
      'bitcoin-mining/de',
      'bitcoin-mining/en',
      'faq withdraw-any-time/de',
      'faq withdraw-any-time/en',
    ]);
    const content = await startContent(database, { textsDir });
    expect(await served(content)).toEqual({
      article: null,
      articles: [{ slug: 'ether-mining' }],
      sitemap: expect.not.arrayContaining([{ path: '/bitcoin-mining.html' }]) as unknown,
      faq: [{ key: 'how-payouts-work' }],
    });
    const edit = await content.query(
      `mutation { editPage(input: { slug: "bitcoin-mining", language: "en", title: "Back", label: "Bitcoin",
        description: "Brought back by hand.", body: "## Intro {#intro}\\nText." }) { version } }`,
      {},
      OPERATOR,
    );
    expect(edit.errors?.[0].extensions?.reason).toBe('PAGE_NOT_FOUND');
    await content.stop();
    expect(await versionsOf('bitcoin-mining')).toHaveLength(1);

    expect((await load(saved)).withdrawn).toEqual([]);
    const again = await startContent(database, { textsDir: saved });
    expect(await served(again)).toMatchObject({
      article: { version: 1, source: 'REPOSITORY' },
      articles: [{ slug: 'bitcoin-mining' }, { slug: 'ether-mining' }],
      faq: [{ key: 'how-payouts-work' }, { key: 'withdraw-any-time' }],
    });
    await again.stop();
  });

  it('keeps a text an admin published after its last load, and an entry an admin added', async () => {
    const textsDir = copyFixtureTexts();
    const content = await startContent(database, { textsDir });
    const edited = await content.query(
      `mutation { editPage(input: { slug: "bitcoin-mining", language: "en", title: "Kept", label: "Bitcoin",
        description: "Edited by an operator.", body: "## Intro {#intro}\\nText." }) { version } }`,
      {},
      OPERATOR,
    );
    expect(edited.data?.editPage).toEqual({ version: 2 });
    const added = await content.query(
      `mutation { editFaqEntry(input: { key: "added-by-hand", group: "general", language: "en",
        question: "Added?", answer: "Yes." }) { key } }`,
      {},
      OPERATOR,
    );
    expect(added.data?.editFaqEntry).toEqual({ key: 'added-by-hand' });
    await content.stop();
    removeArticle(textsDir);
    expect((await load(textsDir)).withdrawn.sort()).toEqual(['bitcoin-mining/de']);
    const after = await startContent(database, { textsDir });
    const data = await served(after);
    expect(data?.article).toEqual({ version: 2, source: 'ADMIN' });
    expect(data?.faq.map((entry: { key: string }) => entry.key)).toContain('added-by-hand');
    await after.stop();
  });
});
