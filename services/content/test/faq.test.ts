import { sql } from 'drizzle-orm';
import { queryRows } from '@mc/platform';
import type { TestDatabase } from '@mc/platform/testing';
import { ACCOUNTANT, contentDatabase, CUSTOMER, OPERATOR, startContent, type ContentServer } from './content-harness';

let database: TestDatabase;
let content: ContentServer;
beforeAll(async () => {
  database = await contentDatabase('content_faq');
  content = await startContent(database);
});
afterAll(async () => {
  await content.stop();
  await database.close();
});

const EDIT_FAQ = `mutation Edit($input: FaqEntryEditInput!) {
  editFaqEntry(input: $input) { key group language position question answer answerHtml version source }
}`;
const entry = (overrides: Record<string, string> = {}) => ({
  key: 'how-payouts-work',
  group: 'general',
  language: 'en',
  question: 'When do payouts arrive?',
  answer: 'Daily, at midnight UTC.',
  ...overrides,
});

describe('the FAQ', () => {
  it('serves a group in one language by position, with the answers rendered', async () => {
    const { data } = await content.query(
      '{ faq(language: "de") { key group position question answerHtml version source } }',
    );
    expect(data?.faq.map((item: { key: string }) => item.key)).toEqual(['how-payouts-work', 'withdraw-any-time']);
    expect(data?.faq[0]).toMatchObject({
      group: 'general',
      position: 1,
      question: 'Wie funktionieren Auszahlungen?',
      answerHtml: '<p>Jeden Tag, auf Ihr <strong>Mining-Guthaben</strong>.</p>',
      version: 1,
      source: 'REPOSITORY',
    });
    const referral = await content.query('{ faq(group: "referral", language: "en") { key } }');
    expect(referral.data?.faq).toEqual([{ key: 'referral-reward' }]);
    expect((await content.query('{ faq(language: "fr") { key } }')).data?.faq).toEqual([]);
  });

  it('refuses edits by customers and invalid edits naming the fields', async () => {
    const refused = await content.query(EDIT_FAQ, { input: entry() }, CUSTOMER);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'ADMIN_ROLE_REQUIRED' });
    const invalid = await content.query(
      EDIT_FAQ,
      { input: entry({ key: 'Bad Key', question: '', answer: '## Heading {#x}\nNo.', language: 'xx' }) },
      OPERATOR,
    );
    expect(invalid.errors?.[0].extensions).toMatchObject({ code: 'UNPROCESSABLE', reason: 'VALIDATION_FAILED' });
    const fields = (invalid.errors?.[0].extensions as { details: { fields: Record<string, string> } }).details.fields;
    expect(Object.keys(fields).sort()).toEqual(['answer', 'key', 'language', 'question']);
    const moved = await content.query(EDIT_FAQ, { input: entry({ group: 'referral' }) }, OPERATOR);
    expect(moved.errors?.[0].extensions?.reason).toBe('VALIDATION_FAILED');
    expect(moved.errors?.[0].message).toContain('group must stay "general"');
  });

  it('publishes an edit as a new version (once for the same edit twice) and audits it', async () => {
    const edited = await content.query(EDIT_FAQ, { input: entry() }, OPERATOR);
    expect(edited.data?.editFaqEntry).toMatchObject({ version: 2, source: 'ADMIN', position: 1 });
    const again = await content.query(EDIT_FAQ, { input: entry() }, OPERATOR);
    expect(again.data?.editFaqEntry.version).toBe(2);
    const audit = await content.query(
      '{ contentAuditLog(search: "faq.edit") { total items { targetId } } }',
      {},
      OPERATOR,
    );
    expect(audit.data?.contentAuditLog).toEqual({ total: 1, items: [{ targetId: 'how-payouts-work/en' }] });
  });

  it("tells the edge through the outbox once per published version, with the entry's group", async () => {
    const rows = await queryRows(
      database.orm,
      sql`select payload from outbox where subject = 'content.text.published' order by position`,
    );
    // The edit of the test before, sent twice and published once.
    expect(rows.map((row) => row.payload)).toEqual([
      { kind: 'FAQ', key: 'how-payouts-work', group: 'general', language: 'en', version: 2 },
    ]);
  });

  it('adds a new key at the end of its group', async () => {
    const added = await content.query(
      EDIT_FAQ,
      { input: entry({ key: 'is-it-safe', question: 'Is it safe?', answer: 'Read the [risk notice](/risk.html).' }) },
      OPERATOR,
    );
    expect(added.data?.editFaqEntry).toMatchObject({ key: 'is-it-safe', position: 3, version: 1, source: 'ADMIN' });
    expect(added.data?.editFaqEntry.answerHtml).toBe('<p>Read the <a href="/risk.html">risk notice</a>.</p>');
  });

  it('restores an earlier version and lists every version newest first', async () => {
    const restored = await content.query(
      'mutation { restoreFaqEntryVersion(key: "how-payouts-work", language: "en", version: 1) { version question } }',
      {},
      OPERATOR,
    );
    expect(restored.data?.restoreFaqEntryVersion).toEqual({ version: 3, question: 'How do payouts work?' });
    const { data } = await content.query(
      '{ faqEntryVersions(key: "how-payouts-work", language: "en") { version source restoredFrom admin { id } } }',
      {},
      OPERATOR,
    );
    expect(data?.faqEntryVersions).toEqual([
      { version: 3, source: 'ADMIN', restoredFrom: 1, admin: { id: '00000000-0000-4000-8000-000000000001' } },
      { version: 2, source: 'ADMIN', restoredFrom: null, admin: { id: '00000000-0000-4000-8000-000000000001' } },
      { version: 1, source: 'REPOSITORY', restoredFrom: null, admin: null },
    ]);
    const missing = await content.query(
      'mutation { restoreFaqEntryVersion(key: "nope", language: "en", version: 1) { version } }',
      {},
      OPERATOR,
    );
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'FAQ_ENTRY_NOT_FOUND' });
    const guest = await content.query('{ faqEntryVersions(key: "how-payouts-work", language: "en") { version } }');
    expect(guest.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('previewing a FAQ draft', () => {
  const PREVIEW = `query Preview($input: FaqEntryEditInput!) { faqDraftPreview(input: $input) { question answerHtml } }`;

  it('renders the draft answer for any admin and publishes nothing', async () => {
    const input = entry({ language: 'de', question: ' Neu? ', answer: 'Ja, **sofort** <i>immer</i>.' });
    const { data } = await content.query(PREVIEW, { input }, ACCOUNTANT);
    expect(data?.faqDraftPreview).toEqual({
      question: 'Neu?',
      answerHtml: '<p>Ja, <strong>sofort</strong> &lt;i&gt;immer&lt;/i&gt;.</p>',
    });
    const served = await content.query('{ faq(language: "de") { key question } }');
    expect(served.data?.faq[0]).toEqual({ key: 'how-payouts-work', question: 'Wie funktionieren Auszahlungen?' });
  });

  it('refuses customers and an invalid draft naming the fields', async () => {
    const refused = await content.query(PREVIEW, { input: entry() }, CUSTOMER);
    expect(refused.errors?.[0].extensions).toMatchObject({ code: 'FORBIDDEN' });
    const invalid = await content.query(PREVIEW, { input: entry({ question: '', language: 'xx' }) }, OPERATOR);
    const fields = (invalid.errors?.[0].extensions as { details: { fields: Record<string, string> } }).details.fields;
    expect(Object.keys(fields).sort()).toEqual(['language', 'question']);
  });
});
