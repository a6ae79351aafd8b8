import { sql } from 'drizzle-orm';
import { queryRows } from '@mc/platform';
import type { TestDatabase } from '@mc/platform/testing';
import {
  ACCOUNTANT,
  contentDatabase,
  CUSTOMER,
  OPERATOR,
  startContent,
  SUPERADMIN,
  type ContentServer,
} from './content-harness';

let database: TestDatabase;
let content: ContentServer;
beforeAll(async () => {
  database = await contentDatabase('content_pages');
  content = await startContent(database);
});
afterAll(async () => {
  await content.stop();
  await database.close();
});

const PAGE_FIELDS = `slug language kind path title label description body introHtml
  sections { key title body html } version source publishedAt`;
const EDIT_PAGE = `mutation Edit($input: PageEditInput!) { editPage(input: $input) { version source title body } }`;
const IP = { 'x-client-ip': '203.0.113.7' };
async function textEvents() {
  const rows = await queryRows(
    database.orm,
    sql`select payload from outbox where subject = 'content.text.published' order by position`,
  );
  return rows.map((row) => row.payload as { kind: string; key: string; language: string; version: number });
}

const homeEdit = (overrides: Record<string, string> = {}) => ({
  slug: 'home',
  language: 'de',
  title: 'Neuer Titel',
  label: 'Startseite',
  description: 'Neue Beschreibung.',
  body: 'Einleitung.\n\n## Anleitung {#guide}\nSchritte.\n\n## Mining {#mining}\nText.',
  ...overrides,
});

describe('public pages', () => {
  it('serves a page by slug and language with its sections rendered and raw HTML escaped', async () => {
    const { data } = await content.query(`{ page(slug: "home", language: "en") { ${PAGE_FIELDS} } }`);
    expect(data?.page).toMatchObject({
      slug: 'home',
      language: 'en',
      kind: 'PAGE',
      path: '/',
      title: 'Cloud mining you can check',
      label: 'Home',
      version: 1,
      source: 'REPOSITORY',
    });
    expect(data?.page.introHtml).toBe('<p>Start in three steps. &lt;b&gt;Bold claims&lt;/b&gt; are escaped.</p>');
    expect(data?.page.sections.map((section: { key: string }) => section.key)).toEqual(['guide', 'mining']);
    expect(data?.page.sections[0].title).toBe('How it works');
    expect(data?.page.sections[0].html).toContain('<a href="/pricing.html">pricing page</a>');
    expect(data?.page.sections[0].html).toMatch(/^<ol>/);
  });

  it('gives headings their {#key} as id and serves legal pages at /<slug>.html', async () => {
    const { data } = await content.query(`{ page(slug: "terms", language: "de") { kind path sections { key html } } }`);
    expect(data?.page.kind).toBe('LEGAL');
    expect(data?.page.path).toBe('/terms.html');
    expect(data?.page.sections[0].html).toContain('<h3 id="sub-heading">Ein Unterabschnitt</h3>');
  });

  it('answers null for a page that does not exist in that language', async () => {
    expect((await content.query('{ page(slug: "home", language: "fr") { slug } }')).data?.page).toBeNull();
    expect((await content.query('{ page(slug: "nope", language: "en") { slug } }')).data?.page).toBeNull();
  });

  it('lists the articles of a language by slug', async () => {
    const { data } = await content.query('{ pages(kind: ARTICLE, language: "de") { slug title path } }');
    expect(data?.pages).toEqual([
      { slug: 'bitcoin-mining', title: 'Bitcoin-Mining', path: '/bitcoin-mining.html' },
      { slug: 'ether-mining', title: 'Ether-Mining', path: '/ether-mining.html' },
    ]);
  });

  it('lists every public path with its languages for the site map', async () => {
    const { data } = await content.query('{ sitemap { path languages lastModified } }');
    expect(data?.sitemap.map((entry: { path: string }) => entry.path)).toEqual([
      '/bitcoin-mining.html',
      '/ether-mining.html',
      '/',
      '/terms.html',
    ]);
    expect(data?.sitemap[2].languages).toEqual(['de', 'en']);
    expect(Date.parse(data?.sitemap[2].lastModified)).toBeGreaterThan(0);
  });
});

describe('editing and restoring a page', () => {
  it('refuses guests, customers and admins without the OPERATOR role', async () => {
    const input = homeEdit();
    const guest = await content.query(EDIT_PAGE, { input });
    expect(guest.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
    const customer = await content.query(EDIT_PAGE, { input }, CUSTOMER);
    expect(customer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ROLE_REQUIRED' });
    const accountant = await content.query(EDIT_PAGE, { input }, ACCOUNTANT);
    expect(accountant.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ROLE_REQUIRED' });
    const versions = await content.query('{ pageVersions(slug: "home", language: "de") { version } }', {}, CUSTOMER);
    expect(versions.errors?.[0].extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an invalid edit with VALIDATION_FAILED naming the fields, and publishes nothing', async () => {
    const input = homeEdit({
      title: '',
      description: 'x'.repeat(501),
      label: 'Two\nlines',
      body: '## Guide {#guide}\nA\n## Again {#guide}\nB\n## No key\nC',
    });
    const { errors } = await content.query(EDIT_PAGE, { input }, OPERATOR);
    expect(errors?.[0].extensions).toMatchObject({ code: 'UNPROCESSABLE', reason: 'VALIDATION_FAILED' });
    const fields = (errors?.[0].extensions as { details: { fields: Record<string, string> } }).details.fields;
    expect(Object.keys(fields).sort()).toEqual(['body', 'description', 'label', 'title']);
    expect(errors?.[0].message).toContain('title is required');
    const unknown = await content.query(EDIT_PAGE, { input: homeEdit({ slug: 'pricing' }) }, OPERATOR);
    expect(unknown.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'PAGE_NOT_FOUND' });
    const versions = await content.query('{ pageVersions(slug: "home", language: "de") { version } }', {}, OPERATOR);
    expect(versions.data?.pageVersions).toEqual([{ version: 1 }]);
  });

  it('publishes an edit as a new ADMIN version, audited with the IP; the same edit twice publishes once', async () => {
    const first = await content.query(EDIT_PAGE, { input: homeEdit() }, OPERATOR, IP);
    expect(first.data?.editPage).toMatchObject({ version: 2, source: 'ADMIN', title: 'Neuer Titel' });
    const again = await content.query(EDIT_PAGE, { input: homeEdit() }, OPERATOR, IP);
    expect(again.data?.editPage.version).toBe(2);
    const served = await content.query('{ page(slug: "home", language: "de") { title version introHtml } }');
    expect(served.data?.page).toEqual({ title: 'Neuer Titel', version: 2, introHtml: '<p>Einleitung.</p>' });
    const audit = await content.query(
      '{ contentAuditLog(search: "home/de") { total items { adminId ip operation targetType targetId before after } } }',
      {},
      ACCOUNTANT,
    );
    expect(audit.data?.contentAuditLog.total).toBe(1);
    const entry = audit.data?.contentAuditLog.items[0];
    expect(entry).toMatchObject({
      adminId: OPERATOR.kind === 'admin' ? OPERATOR.adminId : '',
      ip: '203.0.113.7',
      operation: 'page.edit',
      targetType: 'page',
      targetId: 'home/de',
    });
    expect(JSON.parse(entry.before)).toMatchObject({ version: 1, title: 'Cloud-Mining, das Sie prüfen können' });
    expect(JSON.parse(entry.after)).toMatchObject({ version: 2, title: 'Neuer Titel' });
  });

  it('restores an earlier version as a new version naming it, and lists every version newest first', async () => {
    const restored = await content.query(
      'mutation { restorePageVersion(slug: "home", language: "de", version: 1) { version source title } }',
      {},
      SUPERADMIN,
      IP,
    );
    expect(restored.data?.restorePageVersion).toEqual({
      version: 3,
      source: 'ADMIN',
      title: 'Cloud-Mining, das Sie prüfen können',
    });
    const { data } = await content.query(
      '{ pageVersions(slug: "home", language: "de") { version source restoredFrom admin { id } title } }',
      {},
      OPERATOR,
    );
    expect(data?.pageVersions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect(data?.pageVersions[0]).toMatchObject({
      restoredFrom: 1,
      admin: { id: '00000000-0000-4000-8000-000000000002' },
    });
    expect(data?.pageVersions[2]).toMatchObject({ source: 'REPOSITORY', admin: null, restoredFrom: null });
    const missing = await content.query(
      'mutation { restorePageVersion(slug: "home", language: "de", version: 99) { version } }',
      {},
      OPERATOR,
    );
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'VERSION_NOT_FOUND' });
    const audit = await content.query(
      '{ contentAuditLog(search: "page.restore") { items { operation } } }',
      {},
      OPERATOR,
    );
    expect(audit.data?.contentAuditLog.items).toEqual([{ operation: 'page.restore' }]);
  });

  it('keeps two edits made at once as two versions, one after the other', async () => {
    const [a, b] = await Promise.all([
      content.query(
        EDIT_PAGE,
        { input: homeEdit({ slug: 'terms', title: 'Fassung A', body: '## B {#definitions}\nA' }) },
        OPERATOR,
      ),
      content.query(
        EDIT_PAGE,
        { input: homeEdit({ slug: 'terms', title: 'Fassung B', body: '## B {#definitions}\nB' }) },
        OPERATOR,
      ),
    ]);
    expect([a.data?.editPage.version, b.data?.editPage.version].sort()).toEqual([2, 3]);
    const { data } = await content.query(
      '{ pageVersions(slug: "terms", language: "de") { version title } }',
      {},
      OPERATOR,
    );
    expect(data?.pageVersions.map((version: { version: number }) => version.version)).toEqual([3, 2, 1]);
    expect(
      data?.pageVersions
        .slice(0, 2)
        .map((version: { title: string }) => version.title)
        .sort(),
    ).toEqual(['Fassung A', 'Fassung B']);
  });

  it('tells the edge through the outbox once per published version, so its stored pages refresh', async () => {
    const article = homeEdit({ slug: 'bitcoin-mining', language: 'en', title: 'Bitcoin mining, revised' });
    await content.query(EDIT_PAGE, { input: article }, OPERATOR);
    await content.query(EDIT_PAGE, { input: article }, OPERATOR);
    await content.query(
      'mutation { restorePageVersion(slug: "bitcoin-mining", language: "en", version: 1) { version } }',
      {},
      OPERATOR,
    );
    const events = (await textEvents()).filter((event) => event.key === 'bitcoin-mining');
    expect(events).toEqual([
      { kind: 'PAGE', key: 'bitcoin-mining', group: null, language: 'en', version: 2 },
      { kind: 'PAGE', key: 'bitcoin-mining', group: null, language: 'en', version: 3 },
    ]);
  });

  it('never lets a published version or an audit row change', async () => {
    const run = (statement: string) => database.script((execute) => execute(statement));
    await expect(run("update page_versions set title = 'x'")).rejects.toThrow(/page_versions is append-only/);
    await expect(run('delete from page_versions')).rejects.toThrow(/append-only/);
    await expect(run("update faq_entry_versions set answer = 'x'")).rejects.toThrow(/append-only/);
    await expect(run("update audit_log set ip = 'x'")).rejects.toThrow(/audit_log is append-only/);
    await expect(run('delete from audit_log')).rejects.toThrow(/append-only/);
    const [row] = await queryRows(database.orm, sql`select count(*)::int as count from page_versions`);
    expect(row.count).toBeGreaterThan(8);
  });
});

describe('previewing a draft', () => {
  const PREVIEW = `query Preview($input: PageEditInput!) {
    pageDraftPreview(input: $input) { title description introHtml sections { key title body html } }
  }`;

  it('renders the draft as editPage would publish it, for any admin, and stores nothing', async () => {
    const before = await content.query('{ pageVersions(slug: "home", language: "en") { version } }', {}, OPERATOR);
    const input = homeEdit({
      language: 'en',
      title: '  Draft title  ',
      body: 'Intro with <b>raw</b> HTML.\n\n## Steps {#guide}\n1. **One**\n2. Two',
    });
    const { data, errors } = await content.query(PREVIEW, { input }, ACCOUNTANT);
    expect(errors).toBeUndefined();
    expect(data?.pageDraftPreview).toEqual({
      title: 'Draft title',
      description: 'Neue Beschreibung.',
      introHtml: '<p>Intro with &lt;b&gt;raw&lt;/b&gt; HTML.</p>',
      sections: [
        {
          key: 'guide',
          title: 'Steps',
          body: '1. **One**\n2. Two',
          html: '<ol>\n<li><strong>One</strong></li>\n<li>Two</li>\n</ol>',
        },
      ],
    });
    const after = await content.query('{ pageVersions(slug: "home", language: "en") { version } }', {}, OPERATOR);
    expect(after.data?.pageVersions).toEqual(before.data?.pageVersions);
    const published = await content.query('{ page(slug: "home", language: "en") { title } }');
    expect(published.data?.page.title).toBe('Cloud mining you can check');
  });

  it('refuses guests and customers, and an invalid draft with VALIDATION_FAILED naming the fields', async () => {
    const input = homeEdit();
    const guest = await content.query(PREVIEW, { input });
    expect(guest.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED' });
    const customer = await content.query(PREVIEW, { input }, CUSTOMER);
    expect(customer.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const invalid = await content.query(
      PREVIEW,
      { input: homeEdit({ title: '', body: '## Guide {#guide}\nA\n## Again {#guide}\nB' }) },
      SUPERADMIN,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'UNPROCESSABLE', reason: 'VALIDATION_FAILED' });
    const fields = (invalid.errors?.[0].extensions as { details: { fields: Record<string, string> } }).details.fields;
    expect(Object.keys(fields).sort()).toEqual(['body', 'title']);
  });
});
