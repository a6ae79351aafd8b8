import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { chooseLanguage, skippedIdentityCustomerPage } from './support/customer-screens';
import { postQuery } from './support/graphql-client';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'country.root@cloudmine.test', password: 'country root password' };

/**
 * Issue 24, item 1: the country is picked from a list named in the reader's language, and what is sent
 * and stored is its ISO code. In Debian's Chromium against the embedded platform and the built web client.
 */
describe('the country list (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-country-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
    });
    browser = await launchChromium();
  }, 240_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  });

  /** The names the open country list offers. */
  async function offeredNames(page: Page): Promise<string[]> {
    await page.getByTestId('profile-country').click();
    const names = await page.getByRole('option').allInnerTexts();
    await page.keyboard.press('Escape');
    return names.map((name) => name.trim());
  }

  it('names the countries in the page’s language and saves the chosen one as its code', async () => {
    // Saved through the legacy call as "Ireland": stored as IE.
    const page = await skippedIdentityCustomerPage(browser, platform.url, readPin, 'Lina');
    await page.goto(`${platform.url}/user/auth/profile.html`);

    await chooseLanguage(page, 'de');
    await expect(page.getByTestId('profile-country').inputValue()).resolves.toBe('Irland');
    const german = await offeredNames(page);
    expect(german).toEqual(expect.arrayContaining(['Deutschland', 'Vereinigtes Königreich', 'Österreich', 'Irland']));
    expect(german).not.toContain('Germany');
    // In the language's alphabetical order: Ägypten before Belgien, as a German reader looks for them.
    expect(german.indexOf('Ägypten')).toBeLessThan(german.indexOf('Belgien'));

    await page.getByTestId('profile-country').fill('Deutsch');
    await page.getByRole('option', { name: 'Deutschland', exact: true }).click();
    await expect(page.locator('input[name="country"]').inputValue()).resolves.toBe('DE');
    await page.getByTestId('profile-submit').click();
    await page.getByTestId('success-box').waitFor();

    await chooseLanguage(page, 'fr');
    await expect(page.getByTestId('profile-country').inputValue()).resolves.toBe('Allemagne');
    const french = await offeredNames(page);
    expect(french).toEqual(expect.arrayContaining(['Allemagne', 'Royaume-Uni', 'Autriche', 'Irlande']));
    expect(french).not.toContain('Deutschland');

    const cookie = (await page.context().cookies()).map(({ name, value }) => `${name}=${value}`).join('; ');
    const me = await postQuery(platform.url, '{ me { email country } }', {}, { cookie });
    expect(me.body.data.me.country).toBe('DE');

    // The admin panel names the stored code and shows it.
    const admin = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await admin.goto(`${platform.url}/control/signin.html`);
    await admin.getByTestId('admin-signin-email').fill(ROOT.email);
    await admin.getByTestId('admin-signin-password').fill(ROOT.password);
    await admin.getByTestId('admin-signin-submit').click();
    await admin.waitForURL('**/control/index.html');
    await admin.goto(`${platform.url}/control/users/list.html`);
    await admin.getByTestId('users-search').fill(me.body.data.me.email);
    await admin
      .getByTestId('users-row')
      .filter({ hasText: me.body.data.me.email })
      .getByTestId('users-row-link')
      .click();
    const country = admin.locator(
      '[data-testid="user-details-row"][data-field="country"] [data-testid="user-details-value"]',
    );
    await expect(country.innerText()).resolves.toBe('Germany (DE)');
  });
});
