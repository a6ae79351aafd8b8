import { sql } from 'drizzle-orm';
import { queryRows } from '@mc/platform';
import type { TestDatabase } from '@mc/platform/testing';
import { ACCOUNTANT, contentDatabase, CUSTOMER, OPERATOR, startContent, type ContentServer } from './content-harness';

let database: TestDatabase;
let content: ContentServer;
beforeAll(async () => {
  database = await contentDatabase('content_contact');
  content = await startContent(database);
});
afterAll(async () => {
  await content.stop();
  await database.close();
});

const SEND = `mutation Send($input: ContactMessageInput!) { sendContactMessage(input: $input) { id receivedAt } }`;
const MESSAGE_FIELDS = `id name email phone subject body language ip status receivedAt handledAt handledBy { id }
  replies { id admin { id } body sentAt }`;
let ipCounter = 0;
/** Each test writes from its own IP, so the per-IP limit of one test does not leak into another. */
const fromNewIp = () => ({ 'x-client-ip': `198.51.100.${++ipCounter}` });
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Ana Visitor',
  email: `ana${ipCounter}@example.org`,
  phone: '+49 (30) 1234-567',
  subject: 'Question about plans',
  body: 'Which plan suits me?',
  language: 'de',
  ...overrides,
});

async function mailRequests() {
  const rows = await queryRows(
    database.orm,
    sql`select payload from outbox where subject = 'content.mail.requested' order by position`,
  );
  return rows.map((row) => row.payload as { mailId: string; to: string; subject: string; text: string; kind: string });
}

async function countMessages(): Promise<number> {
  const [row] = await queryRows(database.orm, sql`select count(*)::int as count from contact_messages`);
  return Number(row.count);
}

describe('the contact form', () => {
  it('stores a message and asks identity to acknowledge it in the visitor language', async () => {
    const ip = fromNewIp();
    const sent = await content.query(SEND, { input: form({ email: 'ana@example.org' }) }, { kind: 'guest' }, ip);
    expect(sent.data?.sendContactMessage.id).toMatch(/^[0-9a-f-]{36}$/);
    const { data } = await content.query(
      `query One($id: ID!) { contactMessage(id: $id) { ${MESSAGE_FIELDS} } }`,
      { id: sent.data?.sendContactMessage.id },
      OPERATOR,
    );
    expect(data?.contactMessage).toMatchObject({
      name: 'Ana Visitor',
      email: 'ana@example.org',
      phone: '+49 (30) 1234-567',
      language: 'de',
      ip: ip['x-client-ip'],
      status: 'NEW',
      handledAt: null,
      replies: [],
    });
    const [mail] = (await mailRequests()).filter((request) => request.to === 'ana@example.org');
    expect(mail).toMatchObject({
      kind: 'contact-acknowledgement',
      subject: 'Wir haben Ihre Nachricht erhalten: Question about plans',
    });
    expect(mail.text).toContain('Hallo Ana Visitor');
    expect(mail.text).toContain('CloudMine');
  });

  it('acknowledges in English when the language is not a site language, and takes no body', async () => {
    const sent = await content.query(
      SEND,
      { input: form({ email: 'li@example.org', language: 'zh', body: null }) },
      { kind: 'guest' },
      fromNewIp(),
    );
    const stored = await content.query(
      `query One($id: ID!) { contactMessage(id: $id) { language body } }`,
      { id: sent.data?.sendContactMessage.id },
      OPERATOR,
    );
    expect(stored.data?.contactMessage).toEqual({ language: 'en', body: null });
    const mail = (await mailRequests()).find((request) => request.to === 'li@example.org');
    expect(mail?.subject).toBe('We received your message: Question about plans');
  });

  it.each([
    ['name', { name: '' }, 'is required'],
    ['name', { name: 'n'.repeat(101) }, 'at most 100'],
    ['email', { email: 'not-an-address' }, 'valid e-mail'],
    ['email', { email: `${'a'.repeat(245)}@example.org` }, 'at most 254'],
    ['phone', { phone: '12345' }, '6 to 32'],
    ['phone', { phone: '1'.repeat(33) }, '6 to 32'],
    ['phone', { phone: '+49 30 abc 123' }, 'digits, spaces'],
    ['subject', { subject: '   ' }, 'is required'],
    ['subject', { subject: 's'.repeat(201) }, 'at most 200'],
    ['body', { body: 'b'.repeat(5001) }, 'at most 5,000'],
  ])('refuses a bad %s (%j) with VALIDATION_FAILED and stores nothing', async (field, overrides, message) => {
    const before = await countMessages();
    const { errors } = await content.query(SEND, { input: form(overrides) }, { kind: 'guest' }, fromNewIp());
    expect(errors?.[0].extensions).toMatchObject({ code: 'UNPROCESSABLE', reason: 'VALIDATION_FAILED' });
    const fields = (errors?.[0].extensions as { details: { fields: Record<string, string> } }).details.fields;
    expect(Object.keys(fields)).toEqual([field]);
    expect(fields[field]).toContain(message);
    expect(await countMessages()).toBe(before);
  });

  it('accepts the boundaries: 100-character name, 6- and 32-character phones, 5,000-character body', async () => {
    const ip = fromNewIp();
    for (const overrides of [
      { name: 'n'.repeat(100), phone: '123456', email: 'edge1@example.org' },
      { phone: `+${'1'.repeat(31)}`, body: 'b'.repeat(5000), subject: 's'.repeat(200), email: 'edge2@example.org' },
    ]) {
      const { errors } = await content.query(SEND, { input: form(overrides) }, { kind: 'guest' }, ip);
      expect(errors).toBeUndefined();
    }
  });

  it('limits messages per IP to 5 an hour, not counting refused forms', async () => {
    const ip = fromNewIp();
    await content.query(SEND, { input: form({ email: 'bad' }) }, { kind: 'guest' }, ip);
    for (let index = 0; index < 5; index += 1) {
      const { errors } = await content.query(
        SEND,
        { input: form({ email: `ip${index}@example.org` }) },
        { kind: 'guest' },
        ip,
      );
      expect(errors).toBeUndefined();
    }
    const before = await countMessages();
    const limited = await content.query(SEND, { input: form({ email: 'ip6@example.org' }) }, { kind: 'guest' }, ip);
    expect(limited.errors?.[0].extensions).toMatchObject({ code: 'RATE_LIMITED', reason: 'RATE_LIMITED' });
    expect(await countMessages()).toBe(before);
  });

  it('limits messages per e-mail address to 3 an hour, whatever the IP and letter case', async () => {
    for (const email of ['same@example.org', 'Same@example.org', 'SAME@example.org']) {
      const { errors } = await content.query(SEND, { input: form({ email }) }, { kind: 'guest' }, fromNewIp());
      expect(errors).toBeUndefined();
    }
    const limited = await content.query(
      SEND,
      { input: form({ email: 'same@example.org' }) },
      { kind: 'guest' },
      fromNewIp(),
    );
    expect(limited.errors?.[0].extensions?.code).toBe('RATE_LIMITED');
  });
});

describe('the contact inbox', () => {
  let messageId: string;
  beforeAll(async () => {
    const sent = await content.query(
      SEND,
      {
        input: form({ name: 'Inbox Person', email: 'inbox@example.org', subject: 'Findable subject', language: 'de' }),
      },
      { kind: 'guest' },
      fromNewIp(),
    );
    messageId = sent.data?.sendContactMessage.id;
  });

  it('is for admins only', async () => {
    const guest = await content.query('{ contactMessages { total } }');
    expect(guest.errors?.[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
    const customer = await content.query('{ contactMessages { total } }', {}, CUSTOMER);
    expect(customer.errors?.[0].extensions?.code).toBe('FORBIDDEN');
    const expired = await content.query(
      '{ contactMessage(id: "x") { id } }',
      {},
      { kind: 'guest', sessionExpired: true },
    );
    expect(expired.errors?.[0].extensions?.reason).toBe('SESSION_EXPIRED');
  });

  it('lists newest first, searches name, e-mail, phone and subject, and filters by status', async () => {
    const all = await content.query(
      '{ contactMessages(pageSize: 2) { total page pageSize items { id } } }',
      {},
      ACCOUNTANT,
    );
    expect(all.data?.contactMessages.items[0].id).toBe(messageId);
    expect(all.data?.contactMessages).toMatchObject({ page: 1, pageSize: 2 });
    expect(all.data?.contactMessages.total).toBeGreaterThan(5);
    for (const search of ['inbox person', 'INBOX@example', 'findable']) {
      const found = await content.query(
        'query Find($search: String) { contactMessages(search: $search) { total items { id } } }',
        { search },
        OPERATOR,
      );
      expect(found.data?.contactMessages).toEqual({ total: 1, items: [{ id: messageId }] });
    }
    const wildcard = await content.query('{ contactMessages(search: "%") { total } }', {}, OPERATOR);
    expect(wildcard.data?.contactMessages.total).toBe(0);
    expect(
      (await content.query('{ contactMessage(id: "not-a-uuid") { id } }', {}, OPERATOR)).data?.contactMessage,
    ).toBeNull();
  });

  it('replies by e-mail in the visitor language, keeps the reply and audits it', async () => {
    const refused = await content.query(
      'mutation Reply($id: ID!) { replyToContactMessage(id: $id, body: "Hi") { id } }',
      { id: messageId },
      ACCOUNTANT,
    );
    expect(refused.errors?.[0].extensions?.reason).toBe('ADMIN_ROLE_REQUIRED');
    const empty = await content.query(
      'mutation Reply($id: ID!) { replyToContactMessage(id: $id, body: "  ") { id } }',
      { id: messageId },
      OPERATOR,
    );
    expect(empty.errors?.[0].extensions?.reason).toBe('VALIDATION_FAILED');
    const replied = await content.query(
      `mutation Reply($id: ID!) { replyToContactMessage(id: $id, body: "The Basic plan.") { ${MESSAGE_FIELDS} } }`,
      { id: messageId },
      OPERATOR,
      { 'x-client-ip': '192.0.2.10' },
    );
    expect(replied.data?.replyToContactMessage.replies).toEqual([
      expect.objectContaining({ body: 'The Basic plan.', admin: { id: '00000000-0000-4000-8000-000000000001' } }),
    ]);
    const reply = (await mailRequests()).find((mail) => mail.kind === 'contact-reply');
    expect(reply).toMatchObject({ to: 'inbox@example.org', subject: 'Re: Findable subject' });
    expect(reply?.text).toContain('Hallo Inbox Person');
    expect(reply?.text).toContain('The Basic plan.');
    const audit = await content.query(
      '{ contentAuditLog(search: "contact.reply") { items { ip targetId } } }',
      {},
      OPERATOR,
    );
    expect(audit.data?.contentAuditLog.items).toEqual([{ ip: '192.0.2.10', targetId: messageId }]);
    const missing = await content.query(
      'mutation { replyToContactMessage(id: "00000000-0000-4000-8000-00000000ffff", body: "x") { id } }',
      {},
      OPERATOR,
    );
    expect(missing.errors?.[0].extensions).toMatchObject({ code: 'NOT_FOUND', reason: 'CONTACT_MESSAGE_NOT_FOUND' });
  });

  it('marks a message handled once, audited; the second time is INVALID_TRANSITION', async () => {
    const MARK = 'mutation Mark($id: ID!) { markContactMessageHandled(id: $id) { status handledAt handledBy { id } } }';
    const handled = await content.query(MARK, { id: messageId }, OPERATOR);
    expect(handled.data?.markContactMessageHandled).toMatchObject({
      status: 'HANDLED',
      handledBy: { id: '00000000-0000-4000-8000-000000000001' },
    });
    const again = await content.query(MARK, { id: messageId }, OPERATOR);
    expect(again.errors?.[0].extensions).toMatchObject({ code: 'CONFLICT', reason: 'INVALID_TRANSITION' });
    const filtered = await content.query('{ contactMessages(status: HANDLED) { total items { id } } }', {}, OPERATOR);
    expect(filtered.data?.contactMessages).toEqual({ total: 1, items: [{ id: messageId }] });
    const audit = await content.query('{ contentAuditLog(search: "contact.handled") { total } }', {}, OPERATOR);
    expect(audit.data?.contentAuditLog.total).toBe(1);
    await expect(
      database.script((run) => run(`update contact_messages set email = 'x@y.z' where id = '${messageId}'`)),
    ).rejects.toThrow(/only moves from NEW to HANDLED/);
  });
});
