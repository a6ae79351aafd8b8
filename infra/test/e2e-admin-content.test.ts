import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { waitFor } from '@mc/platform/testing';
import type { Browser, Page } from 'playwright-core';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import {
  confirmAction,
  openContentAudit,
  publicPage,
  sendContactMessage,
  shot,
  type PublicPage,
} from './support/admin-content-flow';
import { launchChromium } from './support/browser';
import { adminPage } from './support/funds-actors';
import { postQuery } from './support/graphql-client';
import { startSmtpPeer } from './support/smtp-peer';

const ADMIN = { email: 'content.admin@cloudmine.test', password: 'content admin password' };

/**
 * The admin content screens in Debian's Chromium against the embedded platform: the English FAQ page edited and
 * restored (the public graph serves each version at once, the versions list and content's audit tab
 * show both), and a German visitor's contact message answered from the inbox, the reply caught by a
 * real SMTP peer in German.
 */
describe('admin content screens (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  let admin: Page;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    // Identity delivers content's e-mails (content.mail.requested), so its SMTP peer catches the reply.
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-content-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      bootstrapAdmin: ADMIN,
      smtpUrl: smtp.url,
    });
    browser = await launchChromium();
    admin = await adminPage(browser, platform.url, ADMIN);
  }, 240_000); // Starting every service takes long on a loaded shared machine.
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  }, 60_000);

  it('publishes an edit of the English FAQ page, restores the earlier text, and lists both versions', async () => {
    const before = (await publicPage(platform.url, 'faq', 'en')) as PublicPage;
    expect(before).not.toBeNull();
    const marker = `Edited in the panel ${Date.now()}`;

    await admin.goto(`${platform.url}/control/index.html`);
    await admin.getByTestId('nav-contentPages').click();
    await admin.waitForURL('**/control/content/pages/list.html');
    await admin.getByTestId('content-pages-search').fill('faq');
    // The list filters in the page 300 ms after typing, moving the FAQ row up: a click before that may
    // land where the row was. Waiting for the other pages to leave the list waits for the filter.
    await admin
      .locator('[data-testid="content-pages-row"]:not([data-slug*="faq"])')
      .first()
      .waitFor({ state: 'detached' });
    const row = admin.locator('[data-testid="content-pages-row"][data-slug="faq"]');
    await row.filter({ hasText: String(before.version) }).waitFor();
    await shot(admin, 'pages-list');
    await row.getByTestId('content-pages-row-link').click();
    await admin.waitForURL('**/control/content/pages/faq/update?language=en');
    await admin
      .getByTestId('breadcrumbs')
      .filter({ hasText: 'Control Panel' })
      .filter({ hasText: 'Site pages' })
      .waitFor();

    const body = admin.getByTestId('content-page-body');
    expect(await body.inputValue()).toBe(before.body);
    await body.fill(`${before.body}\n\n${marker}`);
    // The preview renders the draft through the content service before anything is published.
    await admin.getByTestId('content-tab-preview').click();
    await admin.getByTestId('content-preview-draft').filter({ hasText: 'not published yet' }).waitFor();
    await admin.getByTestId('content-page-preview').getByText(marker).waitFor();
    await shot(admin, 'page-draft-preview');
    expect(((await publicPage(platform.url, 'faq', 'en')) as PublicPage).body).not.toContain(marker);
    await admin.getByTestId('content-tab-edit').click();
    await admin.getByTestId('content-page-save').click();
    await admin
      .getByRole('dialog')
      .getByText(/goes live on the public site at once/)
      .waitFor();
    await shot(admin, 'page-publish-confirm');
    await admin.getByTestId('content-page-save-confirm').click();
    const edited = before.version + 1;
    await admin
      .getByTestId('success-box')
      .filter({ hasText: `Version ${edited} published` })
      .waitFor();

    const served = (await publicPage(platform.url, 'faq', 'en')) as PublicPage;
    expect(served).toMatchObject({ version: edited, source: 'ADMIN' });
    expect(served.body).toContain(marker);
    await admin.getByTestId('content-tab-preview').click();
    await admin.getByTestId('content-page-preview').getByText(marker).waitFor();
    await shot(admin, 'page-preview');
    await admin.getByTestId('content-tab-edit').click();

    await admin
      .locator(`[data-testid="content-version-row"][data-version="${edited}"]`)
      .filter({ hasText: 'Admin edit' })
      .waitFor();
    await confirmAction(admin, `content-restore-${before.version}`, /published again as a new version/);
    const restored = edited + 1;
    await admin
      .getByTestId('success-box')
      .filter({ hasText: `Version ${before.version} restored` })
      .waitFor();
    const restoredRow = admin.locator(`[data-testid="content-version-row"][data-version="${restored}"]`);
    await restoredRow
      .getByTestId('content-version-restored-from')
      .filter({ hasText: `version ${before.version}` })
      .waitFor();
    await restoredRow.getByTestId('content-version-current').waitFor();
    expect(await admin.getByTestId('content-page-body').inputValue()).toBe(before.body);
    await shot(admin, 'page-versions');

    const back = (await publicPage(platform.url, 'faq', 'en')) as PublicPage;
    expect(back).toMatchObject({ version: restored, body: before.body, source: 'ADMIN' });

    await openContentAudit(admin, platform.url, 'faq/en', 'page.restore');
    await admin.getByTestId('audit-row').filter({ hasText: 'page.edit' }).filter({ hasText: 'faq/en' }).waitFor();
    await shot(admin, 'audit-content');

    await admin.goto(`${platform.url}/control/content/pages/no-such-page/update?language=en`);
    await admin.getByTestId('admin-not-found').waitFor();
  }, 120_000);

  it('edits a FAQ answer, restores it, and adds an entry with a new key to the referral group', async () => {
    await admin.goto(`${platform.url}/control/content/faq/list.html?language=en&group=general`);
    const row = admin.locator('[data-testid="faq-row"][data-key="deposits"]');
    await row.filter({ hasText: 'How do I deposit?' }).waitFor();
    await shot(admin, 'faq-list');
    await row.getByTestId('faq-row-link').click();
    await admin.waitForURL('**/control/content/faq/general/deposits/update?language=en');
    const answer = admin.getByTestId('faq-entry-answer');
    const original = await answer.inputValue();
    await answer.fill(`${original}\n\nDeposits are credited after the confirmation.`);
    await admin.getByTestId('faq-tab-preview').click();
    await admin.getByTestId('faq-preview-draft').waitFor();
    await admin.getByTestId('faq-entry-preview').getByText('Deposits are credited after the confirmation.').waitFor();
    await admin.getByRole('tab', { name: 'Edit' }).click();
    await confirmAction(admin, 'faq-entry-save', /goes live on the public site at once/);
    await admin.getByTestId('success-box').filter({ hasText: 'Version 2 published' }).waitFor();
    await admin.getByTestId('faq-tab-preview').click();
    await admin.getByTestId('faq-entry-preview').getByText('Deposits are credited after the confirmation.').waitFor();
    await admin.getByRole('tab', { name: 'Edit' }).click();
    await confirmAction(admin, 'content-restore-1', /published again as a new version/);
    await admin
      .locator('[data-testid="content-version-row"][data-version="3"]')
      .getByTestId('content-version-restored-from')
      .filter({ hasText: 'version 1' })
      .waitFor();
    expect(await admin.getByTestId('faq-entry-answer').inputValue()).toBe(original);
    await shot(admin, 'faq-entry-versions');

    await admin.goto(`${platform.url}/control/content/faq/list.html?language=en&group=referral`);
    await admin.getByTestId('faq-create-link').click();
    await admin.waitForURL('**/control/content/faq/create.html?**');
    await admin.getByTestId('faq-entry-key').fill('referral-payout-time');
    await admin.getByTestId('faq-entry-question').fill('When is the referral bonus credited?');
    await admin.getByTestId('faq-entry-answer').fill('The day after the referred purchase is confirmed.');
    await confirmAction(admin, 'faq-entry-save', /goes live on the public site at once/);
    await admin.waitForURL('**/control/content/faq/referral/referral-payout-time/update?language=en');
    await admin.getByTestId('faq-entry-version').filter({ hasText: 'Referral' }).waitFor();
    const { body } = await postQuery(platform.url, 'query { faq(group: "referral", language: "en") { key question } }');
    expect(body.data.faq.at(-1)).toEqual({
      key: 'referral-payout-time',
      question: 'When is the referral bonus credited?',
    });
    await admin.goto(`${platform.url}/control/content/faq/general/no-such-entry/update?language=en`);
    await admin.getByTestId('admin-not-found').waitFor();
  }, 120_000);

  it('answers a German visitor from the inbox in German and marks the message handled', async () => {
    const email = `greta-${Date.now()}@example.com`;
    const id = await sendContactMessage(platform.url, {
      name: 'Greta Gast',
      email,
      phone: '+49 30 1234567',
      subject: 'Frage zur Auszahlung',
      body: 'Wann kommt meine erste Auszahlung?',
      language: 'de',
    });

    await admin.goto(`${platform.url}/control/contact/list.html`);
    await admin.getByTestId('nav-contact-count').waitFor();
    await admin.getByTestId('contact-search').fill(email);
    const row = admin.locator(`[data-testid="contact-row"][data-id="${id}"]`);
    await row.filter({ hasText: 'Frage zur Auszahlung' }).filter({ hasText: 'New' }).waitFor();
    await shot(admin, 'inbox');
    await row.getByTestId('contact-row-link').click();
    await admin.waitForURL(`**/control/contact/${id}`);
    await admin.getByTestId('contact-field-phone').filter({ hasText: '+49 30 1234567' }).waitFor();
    await admin.getByTestId('contact-field-language').filter({ hasText: 'de' }).waitFor();
    await admin.getByTestId('contact-field-body').filter({ hasText: 'Wann kommt meine erste Auszahlung?' }).waitFor();
    expect(await admin.getByTestId('contact-field-ip').textContent()).toMatch(/\d|:/);

    const reply = 'Ihre erste Auszahlung kommt am Tag nach dem Kauf.';
    await admin.getByTestId('contact-reply-body-input').fill(reply);
    await admin.getByTestId('contact-reply-send').click();
    await admin.getByRole('dialog').getByText(`e-mailed to ${email} at once`).waitFor();
    await admin.getByTestId('contact-reply-send-confirm').click();
    await admin
      .getByTestId('success-box')
      .filter({ hasText: `Reply sent to ${email}` })
      .waitFor();
    await admin.getByTestId('contact-reply-body').filter({ hasText: reply }).waitFor();

    const mail = await waitFor(
      () => smtp.received.find((each) => each.to.includes(email) && each.text.includes(reply)),
      20_000,
      'the reply e-mail',
    );
    expect(mail.subject).toBe('Re: Frage zur Auszahlung');
    expect(mail.text).toContain('Hallo Greta Gast');

    await confirmAction(admin, 'contact-mark-handled', /Mark this message handled/);
    await admin.getByTestId('success-box').filter({ hasText: 'Message marked handled' }).waitFor();
    await admin.getByTestId('contact-status').filter({ hasText: 'Handled' }).waitFor();
    expect(await admin.getByTestId('contact-mark-handled').isDisabled()).toBe(true);
    await shot(admin, 'message-handled');

    await admin.goto(`${platform.url}/control/contact/list.html`);
    await admin.getByTestId('contact-search').fill(email);
    await admin.getByTestId('contact-status-filter').selectOption('NEW');
    await admin.getByTestId('no-data').waitFor();
    await admin.getByTestId('contact-status-filter').selectOption('HANDLED');
    await row.filter({ hasText: 'Handled' }).waitFor();

    await openContentAudit(admin, platform.url, id, 'contact.handled');
    await admin.getByTestId('audit-row').filter({ hasText: 'contact.reply' }).waitFor();
    await admin.goto(`${platform.url}/control/contact/5f0c0000-0000-4000-8000-000000000000`);
    await admin.getByTestId('admin-not-found').waitFor();
  }, 120_000);
});
