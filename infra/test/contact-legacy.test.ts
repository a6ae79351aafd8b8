import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { CookieJar } from './support/cookie-jar';

/**
 * The legacy contact call (legacy-api.md row 68) with the specification's payload, end to end: edge,
 * compat, gateway, content (stored, rate limited), the outbox event, and identity's mailbox, where the
 * acknowledgement lands in the visitor's language.
 */
let platform: EmbeddedPlatform;
const api = (route: string) => `${platform.url}/api${route}`;
const ROOT = { email: 'root@cloudmine.test', password: 'root password' };
const root = new CookieJar();
const visitor = new CookieJar();

/** The specification's payload: name, email, phone, subject, body. */
const contactForm = (overrides: Record<string, unknown> = {}) => ({
  name: 'Vera Visitor',
  email: 'vera@example.org',
  phone: '+49 30 1234567',
  subject: 'Plans for a small company',
  body: 'Do you offer invoices?',
  ...overrides,
});

async function asAdmin(query: string, variables: Record<string, unknown> = {}) {
  const response = await fetch(`${platform.url}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-act-as': 'admin',
      'apollo-require-preflight': 'true',
      cookie: root.header(),
    },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: { message: string }[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

type MailboxItem = { recipient: string; subject: string; body: string; kind: string };
async function mailTo(recipient: string): Promise<MailboxItem[]> {
  const data = await asAdmin(
    'query ($search: String) { mailbox(search: $search) { items { recipient subject body kind } } }',
    { search: recipient },
  );
  return data.mailbox.items.filter((item: MailboxItem) => item.recipient === recipient);
}

async function storedMessages(): Promise<number> {
  return (await asAdmin('{ contactMessages { total } }')).contactMessages.total;
}

beforeAll(async () => {
  platform = await startTestPlatform({
    dataDir: mkdtempSync(path.join(os.tmpdir(), 'contact-legacy-')),
    port: 0,
    logger: pino({ level: 'silent' }),
    bootstrapAdmin: ROOT,
  });
  await root.call(api('/admins/auth/signin'), 'POST', ROOT);
}, 240_000); // Starting every service takes long on a loaded shared machine.
afterAll(() => platform?.stop());

describe('POST /api/contact (row 68)', () => {
  it('stores the message and the acknowledgement lands in the mailbox in the language asked for', async () => {
    const sent = await visitor.call(api('/contact'), 'POST', { ...contactForm(), lang: 'de' });
    expect(sent.status).toBe(200);
    expect(sent.body.errors).toEqual([]);
    expect(sent.body.message).toMatch(/message was received/);
    expect(sent.body.data).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), received_at: expect.any(String) });
    await waitFor(async () => (await mailTo('vera@example.org')).length === 1, 10_000, 'the acknowledgement');
    const [mail] = await mailTo('vera@example.org');
    expect(mail).toMatchObject({
      kind: 'contact-acknowledgement',
      subject: 'Wir haben Ihre Nachricht „Plans for a small company“ erhalten',
    });
    expect(mail.body).toContain('Hallo Vera Visitor');
    expect(mail.body).toContain('innerhalb von 48 Stunden');
    const inbox = await asAdmin('query ($id: ID!) { contactMessage(id: $id) { language status email } }', {
      id: sent.body.data.id,
    });
    expect(inbox.contactMessage).toEqual({ language: 'de', status: 'NEW', email: 'vera@example.org' });
  });

  it("takes the browser's Accept-Language when the form names no language, and mails an admin's reply in it", async () => {
    const response = await fetch(api('/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' },
      body: JSON.stringify(contactForm({ email: 'felix@example.org', name: 'Félix' })),
    });
    expect(response.status).toBe(200);
    const { data } = (await response.json()) as { data: { id: string } };
    await waitFor(async () => (await mailTo('felix@example.org')).length === 1, 10_000, 'the acknowledgement');
    expect((await mailTo('felix@example.org'))[0].subject).toBe(
      'Nous avons bien reçu votre message «\u00a0Plans for a small company\u202f»',
    );
    await asAdmin('mutation ($id: ID!) { replyToContactMessage(id: $id, body: "Yes, monthly.") { id } }', {
      id: data.id,
    });
    await waitFor(async () => (await mailTo('felix@example.org')).length === 2, 10_000, 'the reply');
    const reply = (await mailTo('felix@example.org')).find((mail) => mail.kind === 'contact-reply');
    expect(reply?.subject).toBe('Re: Plans for a small company');
    expect(reply?.body).toContain('Bonjour Félix');
    expect(reply?.body).toContain('Yes, monthly.');
  });

  it('answers bad input with a clear 4xx in the envelope and stores nothing', async () => {
    const before = await storedMessages();
    const missing = await visitor.call(api('/contact'), 'POST', contactForm({ phone: undefined, subject: '' }));
    expect(missing.status).toBe(400);
    expect(missing.body.data).toBeNull();
    expect(missing.body.errors).toEqual(
      expect.arrayContaining([expect.stringMatching(/^phone /), 'subject is required']),
    );
    const invalid = await visitor.call(api('/contact'), 'POST', contactForm({ email: 'not-an-address', phone: '12' }));
    expect(invalid.status).toBe(422);
    // One error per field (content's details.fields), each by its legacy name.
    expect(invalid.body.errors).toEqual(['email must be a valid e-mail address', 'phone must be 6 to 32 characters']);
    const malformed = await fetch(api('/contact'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(malformed.status).toBe(400);
    expect(await storedMessages()).toBe(before);
  });

  it('limits one IP to 5 messages an hour with 429', async () => {
    // Two were accepted above; refused input does not count.
    for (const index of [3, 4, 5]) {
      const sent = await visitor.call(api('/contact'), 'POST', contactForm({ email: `visitor${index}@example.org` }));
      expect(sent.status).toBe(200);
    }
    const before = await storedMessages();
    const limited = await visitor.call(api('/contact'), 'POST', contactForm({ email: 'visitor6@example.org' }));
    expect(limited.status).toBe(429);
    expect(limited.body.errors).toEqual(['Too many messages; please try again in an hour']);
    expect(await storedMessages()).toBe(before);
  });
});
