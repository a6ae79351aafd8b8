import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium, openHydrated, recordScripts, waitUntilHydrated } from './support/browser';
import {
  adminJar,
  answerNotificationPrompt,
  chooseLanguage,
  ensureBitcoinPoolWallet,
  fundedCustomerPage,
  holdNotificationPrompt,
  keepScreenshot,
  skippedIdentityCustomerPage,
} from './support/customer-screens';
import { graphqlAs } from './support/funds-actors';
import { denyNotifications } from './support/push-in-browser';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'screens.root@cloudmine.test', password: 'screens root password' };

/**
 * Customer screens a new user found wrong (issue 13, items 3 to 7), in Debian's Chromium against the
 * embedded platform and the built web client.
 */
describe('customer screens (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-screens-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
    });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  });

  it('keeps the top bar inside the page from 1200 px up in every language, for a guest and a customer with a long name', async () => {
    const customer = await skippedIdentityCustomerPage(browser, platform.url, readPin, 'Maximiliano-Alejandro');
    const guest = await browser.newPage();
    const overflows: string[] = [];
    for (const page of [guest, customer]) {
      // lg, where the whole top bar replaces the burger menu, is the narrowest width it must fit.
      await page.setViewportSize({ width: 1200, height: 800 });
      const who = page === guest ? 'guest' : 'customer';
      for (const language of ['en', 'ru', 'de', 'es', 'fr']) {
        await openHydrated(page, `${platform.url}/?lang=${language}`);
        await page.getByTestId(page === guest ? 'nav-signup' : 'nav-signout').waitFor();
        const widths = await page.evaluate(() => ({
          page: document.documentElement.scrollWidth,
          navRight: document.querySelector('header nav')!.getBoundingClientRect().right,
          barRight: document.querySelector('header .mantine-Container-root')!.getBoundingClientRect().right,
        }));
        if (widths.page > 1200 || widths.navRight > widths.barRight)
          overflows.push(`${who} ${language}: ${JSON.stringify(widths)}`);
        if (language === 'es') await keepScreenshot(page, `top-bar-1200-${who}-es`);
      }
    }
    expect(overflows).toEqual([]);
    // The long name is cut, and whole on hover.
    await expect(customer.getByTestId('nav-user').getAttribute('title')).resolves.toBe('Maximiliano-Alejandro');
    const nameWidth = await customer.getByTestId('nav-user').evaluate((button) => button.getBoundingClientRect().width);
    expect(nameWidth).toBeLessThanOrEqual(140);
    await guest.close();
    await customer.context().close();
  }, 180_000);

  it("shows an operator's POPUP message over the page in the customer's language, and OK dismisses it for good", async () => {
    const customer = await skippedIdentityCustomerPage(browser, platform.url, readPin);
    const popupScripts = recordScripts(customer, /\/assets\/MessagePopup-/);
    await openHydrated(customer, `${platform.url}/?lang=de`);
    await customer.getByTestId('nav-signout').waitFor();
    // No message, no popup: its code is not loaded with the page.
    expect(popupScripts).toEqual([]);

    const viewer = await customer.evaluate(async () => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ query: '{ me { id } }' }),
      });
      return ((await response.json()) as { data: { me: { id: string } } }).data.me.id;
    });
    const office = await adminJar(platform.url, ROOT);
    const body = 'Scheduled maintenance tonight from 22:00 to 23:00 UTC.';
    await graphqlAs(
      platform.url,
      office,
      'mutation ($userId: ID!, $body: String!) { sendMessage(userId: $userId, body: $body, type: POPUP) { id } }',
      { userId: viewer, body },
      true,
    );
    // Pushed live over the socket: the popup opens without a reload, titled in German.
    const popup = customer.getByTestId('message-popup');
    await popup.getByTestId('message-popup-body').filter({ hasText: body }).waitFor();
    await popup.getByText('Eine Nachricht von unserem Team').waitFor();
    expect(popupScripts).toHaveLength(1);
    await keepScreenshot(customer, 'message-popup-de');
    await popup.getByTestId('message-popup-ok').click();
    await popup.waitFor({ state: 'hidden' });
    await customer.reload();
    await waitUntilHydrated(customer);
    await customer.getByTestId('nav-signout').waitFor();
    await expect(customer.getByTestId('message-popup').count()).resolves.toBe(0);
    await customer.context().close();
  }, 90_000);

  it('tells a customer who skipped the identity check that withdrawals need one, with a link to it (item 5)', async () => {
    const skipped = await skippedIdentityCustomerPage(browser, platform.url, readPin);
    await skipped.goto(`${platform.url}/user/withdrawals/new.html`);
    await skipped
      .getByTestId('withdrawal-identity-rule')
      .filter({ hasText: 'Withdrawals need a verified identity.' })
      .waitFor();
    await skipped.getByTestId('withdrawal-verify-link').waitFor();
    await expect(skipped.getByTestId('withdrawal-submit').isDisabled()).resolves.toBe(true);
    await keepScreenshot(skipped, 'withdrawal-identity-skipped-en');
    await skipped.context().close();
  }, 60_000);

  it("draws the language menu's flags as SVG, not emoji a browser may lack a font for (item 7)", async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${platform.url}/signin.html`);
    const menu = page.getByTestId('language-menu');
    await menu.locator('svg[data-flag="en"]').waitFor();
    // Regional indicator letters, of which flag emoji are made.
    const emoji = /[\u{1F1E6}-\u{1F1FF}]/u;
    expect(await menu.innerText()).not.toMatch(emoji);
    await menu.click();
    for (const code of ['en', 'ru', 'de', 'es', 'fr']) {
      const item = page.getByTestId(`language-${code}`);
      await item.locator(`svg[data-flag="${code}"]`).waitFor();
      expect(await item.innerText()).not.toMatch(emoji);
    }
    await keepScreenshot(page, 'language-menu-en');
    await page.getByTestId('language-fr').click();
    await menu.locator('svg[data-flag="fr"]').waitFor();
    await menu.click();
    await page.getByTestId('language-de').waitFor();
    await keepScreenshot(page, 'language-menu-fr');
    await page.close();
  }, 60_000);

  it("names deposits by purpose and contract in the reader's language (item 6)", async () => {
    await ensureBitcoinPoolWallet(platform.url, ROOT);
    const page = await skippedIdentityCustomerPage(browser, platform.url, readPin);
    // The plans' estimates need the price feed's first ticks, which a platform just started may lack.
    const plans = await waitFor(
      async () => {
        const response = await page.context().request.post(`${platform.url}/graphql`, {
          data: { query: '{ plans(coin: BTC) { termMonths priceUsd estimatedDailyPayout } }' },
        });
        const body = await response.json();
        return body.errors ? undefined : (body.data.plans as { termMonths: number; priceUsd: number }[]);
      },
      30_000,
      'the plans with their estimates',
    );
    const plan = plans.find((each) => each.termMonths > 4)!;
    // The contract card's link, as the pricing page makes it: the comment is stored in English.
    const comment = `Bitcoin Mining (${plan.termMonths} Months Contract)`;
    await page.goto(
      `${platform.url}/user/deposits/new.html?code=2&price=${plan.priceUsd}&comment=${encodeURIComponent(comment)}`,
    );
    await page.getByTestId('deposit-plan-comment').filter({ hasText: comment }).waitFor();
    await page.getByTestId('checkout-pay-BTC').check();
    await page.getByTestId('mining-deposit-form-submit').click();
    await page.waitForURL(/\/payment\.html\?/);
    await page.goto(`${platform.url}/user/deposits/trading.html`);
    await page.getByTestId('checkout-pay-BTC').check();
    await page.getByTestId('trading-deposit-form-submit').click();
    await page.waitForURL(/\/payment\.html\?/);

    await page.goto(`${platform.url}/user/deposits/list.html`);
    const labels = page.getByTestId('deposits-row-label');
    await labels.filter({ hasText: comment }).waitFor();
    await labels.filter({ hasText: 'Trading deposit' }).waitFor();
    await keepScreenshot(page, 'deposits-en');
    await chooseLanguage(page, 'de');
    await labels.filter({ hasText: `Bitcoin-Mining (Vertrag über ${plan.termMonths} Monate)` }).waitFor();
    await labels.filter({ hasText: 'Einzahlung für den Handel' }).waitFor();
    await keepScreenshot(page, 'deposits-de');
    await chooseLanguage(page, 'ru');
    await labels.filter({ hasText: `Майнинг Bitcoin (контракт на ${plan.termMonths} месяцев)` }).waitFor();
    await expect(labels.allInnerTexts()).resolves.not.toContain(comment);
    await page.goto(
      `${platform.url}/user/deposits/new.html?code=2&price=${plan.priceUsd}&comment=${encodeURIComponent(comment)}`,
    );
    await page
      .getByTestId('deposit-plan-comment')
      .filter({ hasText: `Майнинг Bitcoin (контракт на ${plan.termMonths} месяцев)` })
      .waitFor();
    await chooseLanguage(page, 'en');
    await page.context().close();
  }, 90_000);

  describe('notification settings (item 4)', () => {
    const status = (page: Page) => page.getByTestId('notification-status');

    it('shows Granted as soon as the browser prompt is allowed, even where no subscription could be made', async () => {
      const page = await skippedIdentityCustomerPage(browser, platform.url, readPin);
      await holdNotificationPrompt(page.context());
      await page.goto(`${platform.url}/user/auth/notifications.html`);
      await status(page).filter({ hasText: 'Not asked yet' }).waitFor();
      await keepScreenshot(page, 'notifications-not-asked-en');
      await page.getByTestId('notifications-allow').click();
      await page.context().grantPermissions(['notifications'], { origin: platform.url });
      await answerNotificationPrompt(page);
      // Headless Chromium cannot reach a push service here, so the subscription fails: the
      // permission is still the browser's answer, and the page offers to subscribe again.
      await status(page).filter({ hasText: 'Granted' }).waitFor();
      await page.getByTestId('notifications-allow').filter({ hasText: 'Subscribe this browser' }).waitFor();
      await keepScreenshot(page, 'notifications-granted-en');
      await chooseLanguage(page, 'ru');
      await status(page).filter({ hasText: 'Разрешено' }).waitFor();
      await keepScreenshot(page, 'notifications-granted-ru');
      await page.context().close();
    }, 60_000);

    it('shows Denied when the prompt is refused, and follows a change in the browser settings without a reload', async () => {
      const page = await skippedIdentityCustomerPage(browser, platform.url, readPin);
      await holdNotificationPrompt(page.context());
      await page.goto(`${platform.url}/user/auth/notifications.html`);
      await status(page).filter({ hasText: 'Not asked yet' }).waitFor();
      await page.getByTestId('notifications-allow').click();
      await denyNotifications(page.context(), page, platform.url);
      await answerNotificationPrompt(page);
      await status(page).filter({ hasText: 'Denied' }).waitFor();
      await page.getByTestId('notifications-blocked').waitFor();
      await keepScreenshot(page, 'notifications-denied-en');

      // The customer allows them in the browser's site settings while the page stays open.
      await page.context().grantPermissions(['notifications'], { origin: platform.url });
      await status(page).filter({ hasText: 'Granted' }).waitFor();
      await page.getByTestId('notifications-allow').filter({ hasText: 'Subscribe this browser' }).waitFor();
      await page.context().close();
    }, 60_000);
  });

  describe('withdrawal form of a customer whose identity check was approved', () => {
    let customer: Page;
    beforeAll(async () => {
      ({ page: customer } = await fundedCustomerPage(browser, platform.url, ROOT, readPin, '1000'));
    }, 60_000);

    it('does not say withdrawals need a verified identity (item 5)', async () => {
      await customer.goto(`${platform.url}/user/withdrawals/new.html`);
      await customer.getByTestId('withdrawal-rule-available').filter({ hasText: '$1,000.00' }).waitFor();
      await expect(customer.getByTestId('withdrawal-identity-rule').count()).resolves.toBe(0);
      await expect(customer.getByText('Withdrawals need a verified identity.').count()).resolves.toBe(0);
      await expect(customer.getByTestId('withdrawal-submit').isEnabled()).resolves.toBe(true);
      await keepScreenshot(customer, 'withdrawal-identity-approved-en');
      await chooseLanguage(customer, 'fr');
      await customer.getByTestId('withdrawal-rule-available').waitFor();
      await expect(customer.getByTestId('withdrawal-identity-rule').count()).resolves.toBe(0);
      await keepScreenshot(customer, 'withdrawal-identity-approved-fr');
      await chooseLanguage(customer, 'en');
    }, 60_000);

    it('withdraws to a bank account number with a routing number and lists it so (item 3)', async () => {
      await customer.goto(`${platform.url}/user/withdrawals/new.html`);
      await customer.getByTestId('withdrawal-source').selectOption('TRADING');
      await customer.getByTestId('withdrawal-method').selectOption('BANK');
      await customer.getByTestId('withdrawal-amount').fill('100');
      await customer.getByTestId('withdrawal-bank-name').fill('First Example Bank');
      await customer.getByTestId('withdrawal-account-name').fill('Fay Funds');
      await customer.getByTestId('withdrawal-account-kind').getByText('Account number').click();
      await expect(customer.getByTestId('withdrawal-iban').count()).resolves.toBe(0);
      await customer.getByTestId('withdrawal-account-number').fill('12/34');
      await customer.getByTestId('withdrawal-routing-number').fill('021000021');
      await customer.getByTestId('withdrawal-submit').click();
      // Checked in the page before it is sent: 4 to 40 letters, digits, spaces or hyphens.
      await customer
        .getByTestId('withdrawal-account-number-error')
        .filter({ hasText: 'An account number is 4 to 40 letters or digits' })
        .waitFor();
      await keepScreenshot(customer, 'withdrawal-bank-account-number-error-en');
      await customer.getByTestId('withdrawal-account-number').fill('000123456789');
      await keepScreenshot(customer, 'withdrawal-bank-account-number-en');
      await customer.getByTestId('withdrawal-submit').click();
      await customer.getByTestId('success-box').waitFor();
      const row = customer.getByTestId('withdrawals-row').first();
      await row.getByTestId('withdrawals-row-status').filter({ hasText: 'Pending' }).waitFor();
      await expect(row.getByTestId('withdrawals-row-destination').innerText()).resolves.toBe(
        'First Example Bank, Fay Funds, Account number 000123456789, Routing number 021000021',
      );
    }, 60_000);

    it('checks an IBAN in the page and withdraws to it (item 3)', async () => {
      await customer.goto(`${platform.url}/user/withdrawals/new.html`);
      await customer.getByTestId('withdrawal-method').selectOption('BANK');
      await customer.getByTestId('withdrawal-amount').fill('60');
      await customer.getByTestId('withdrawal-bank-name').fill('Banque Exemple');
      await customer.getByTestId('withdrawal-account-name').fill('Fay Funds');
      await expect(customer.getByTestId('withdrawal-routing-number').count()).resolves.toBe(0);
      await customer.getByTestId('withdrawal-iban').fill('DE89 3704 0044 0532 0130 01');
      await customer.getByTestId('withdrawal-submit').click();
      await customer.getByTestId('withdrawal-iban-error').waitFor();
      await customer.getByTestId('withdrawal-iban').fill('DE89 3704 0044 0532 0130 00');
      await customer.getByTestId('withdrawal-submit').click();
      await customer.getByTestId('success-box').waitFor();
      await customer
        .getByTestId('withdrawals-row-destination')
        .filter({ hasText: 'Banque Exemple, Fay Funds, IBAN DE89370400440532013000' })
        .waitFor();
      await chooseLanguage(customer, 'de');
      await customer.getByTestId('withdrawal-method').selectOption('BANK');
      await customer.getByTestId('withdrawal-account-kind').getByText('Kontonummer').click();
      await customer.getByTestId('withdrawal-account-number').fill('12/34');
      await customer.getByTestId('withdrawal-account-number').blur();
      await customer
        .getByTestId('withdrawal-account-number-error')
        .filter({ hasText: 'Eine Kontonummer hat 4 bis 40 Buchstaben oder Ziffern' })
        .waitFor();
      await keepScreenshot(customer, 'withdrawal-bank-account-number-de');
      await chooseLanguage(customer, 'en');
    }, 60_000);
  });
});
