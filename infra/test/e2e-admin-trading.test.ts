import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import { adminPage } from './support/funds-actors';

const ROOT = { email: 'trading.root@cloudmine.test', password: 'trading root password' };
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Screenshots for a person to look at: /tmp/shots-admin-trading-<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(os.tmpdir(), `shots-admin-trading-${name}.png`), fullPage: true });
}

/**
 * The admin trading screens in Debian's Chromium against the embedded platform: traders created, updated
 * with a photo and retired (no win-rate input anywhere), a customer's trades with the immutable forms, and
 * an admin's close at market and void.
 */
describe('admin trading screens (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let browser: Browser;
  let admin: Page;
  let dataDir: string;
  let ola: { userId: string; tradeId: string; office: CookieJar; traderId: string };

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-trading-'));
    platform = await startTestPlatform({
      dataDir,
      port: 0,
      logger: pino({ level: 'silent' }),
      bootstrapAdmin: ROOT,
    });
    browser = await launchChromium();
    admin = await adminPage(browser, platform.url, ROOT);
  }, 240_000); // Starting every service takes long on a loaded shared machine.
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('creates a trader without a win rate, updates it with a photo, and retires it after confirmation', async () => {
    await admin.goto(`${platform.url}/control/traders/list.html`);
    await admin.getByTestId('traders-create-link').click();
    await admin.waitForURL('**/control/traders/create.html');
    await admin
      .getByTestId('trader-win-rate-note')
      .filter({ hasText: "computed from the trader's closed trades" })
      .waitFor();
    expect(await admin.locator('input[name="win_rate"], input[name="winRate"]').count()).toBe(0);
    await admin.getByTestId('trader-name').fill('Nia Carry');
    await admin.getByTestId('trader-email').fill('nia@desk.test');
    await admin.getByTestId('trader-description').fill('Carry trades on majors');
    await admin.getByTestId('trader-profitSharePercent').fill('25');
    await admin.getByTestId('trader-create-form-submit').click();
    await admin.waitForURL('**/control/traders/list.html');
    const row = admin.getByTestId('traders-row').filter({ hasText: 'Nia Carry' });
    await row.filter({ hasText: 'No closed trades recorded yet' }).waitFor();
    await shot(admin, 'list');

    // An over-50 % profit share is refused in the server's words, and nothing changes.
    await row.getByTestId('traders-row-link').click();
    await admin.waitForURL('**/control/traders/*/update');
    await admin.getByTestId('trader-profitSharePercent').fill('60');
    await admin.getByTestId('trader-update-form-submit').click();
    await admin
      .getByTestId('trader-update-form')
      .getByText(/profit share/i)
      .first()
      .waitFor();

    const photoPath = path.join(dataDir, 'nia.png');
    writeFileSync(photoPath, PNG);
    await admin.getByTestId('trader-photo-input').click();
    await admin.locator('input[type="file"]').setInputFiles(photoPath);
    await admin.getByTestId('trader-photo-submit').click();
    await admin.getByText('Photo saved.').waitFor();
    const photo = await admin.getByTestId('trader-photo').locator('img').getAttribute('src');
    expect(photo).toMatch(/^\/images\/traders\/[0-9a-f-]{36}$/);
    expect((await fetch(`${platform.url}${photo}`)).headers.get('content-type')).toBe('image/png');

    await admin.getByTestId('trader-description').fill('Carry and momentum');
    await admin.getByTestId('trader-profitSharePercent').fill('30');
    await admin.getByTestId('trader-update-form-submit').click();
    await admin.waitForURL('**/control/traders/list.html');
    await admin.getByText('Trader Nia Carry updated.').waitFor();
    await row.filter({ hasText: '30 %' }).waitFor();

    await row.getByTestId('traders-row-link').click();
    await admin.getByTestId('trader-retire').click();
    await admin.getByText('Are you sure you want to delete this trader?').waitFor();
    await admin.getByTestId('trader-retire-text').fill('Left the desk');
    await admin.getByTestId('trader-retire-confirm').click();
    await admin.waitForURL('**/control/traders/list.html');
    await admin.getByText(/Trader Nia Carry retired/).waitFor();
    await admin.getByTestId('traders-row').filter({ hasText: 'Nia Carry' }).waitFor({ state: 'detached' });
    await admin.goto(`${platform.url}/control/traders/b0b0b0b0-0000-4000-8000-000000000000/update`);
    await admin.getByTestId('admin-not-found').filter({ hasText: 'Trader Not Found' }).waitFor();
  });

  it("shows a customer's trades and answers the update forms that trades are immutable", async () => {
    const { userId, tradeId, optionId, ...rest } = await customerWithTrade();
    ola = { userId, tradeId, ...rest };
    await admin.goto(`${platform.url}/control/users/${userId}`);
    await admin.getByTestId('user-link-trades').click();
    await admin.waitForURL(`**/control/users/${userId}/trades`);
    await admin.getByTestId('user-trades-balance').filter({ hasText: '$540.00' }).waitFor();
    await admin
      .getByTestId('user-trades-copies')
      .filter({ hasText: 'Copies 1 trader' })
      .filter({ hasText: 'Pat Copied' })
      .waitFor();
    const optionRow = admin.locator(`[data-testid="user-options-row"][data-id="${optionId}"]`);
    await optionRow.filter({ hasText: 'HIGHER' }).filter({ hasText: '$10.00' }).filter({ hasText: 'Open' }).waitFor();
    const row = admin.locator(`[data-testid="user-trades-row"][data-id="${tradeId}"]`);
    await row.filter({ hasText: 'BUY' }).filter({ hasText: 'BTCUSDT' }).filter({ hasText: '$50.00' }).waitFor();
    expect(await row.getByTestId('user-trade-prices').textContent()).toMatch(/^[\d.]+ → open$/);
    await shot(admin, 'user-trades');

    await row.getByText('Update', { exact: true }).click();
    await admin.waitForURL(`**/trades/${tradeId}/update`);
    await admin.getByTestId('trade-immutable').filter({ hasText: 'Trades are immutable' }).waitFor();
    await admin.getByTestId('trade-recorded-figures').filter({ hasText: 'BTCUSDT' }).waitFor();
    await admin.getByTestId('trade-immutable-adjustment').click();
    await admin.waitForURL(`**/control/users/${userId}/update`);

    await admin.goto(`${platform.url}/control/users/${userId}/trades/${tradeId}/update-date`);
    await admin.getByTestId('trade-immutable').filter({ hasText: 'Trade dates are immutable' }).waitFor();
    await admin.goto(`${platform.url}/control/users/${userId}/trades/7d1f1a55-0000-4000-8000-000000000000/update`);
    await admin.getByTestId('admin-not-found').filter({ hasText: 'Trade Not Found' }).waitFor();
    await admin.goto(`${platform.url}/control/users/${userId}/trades/create-options`);
    await admin.getByTestId('create-options-placeholder').filter({ hasText: 'placeholder' }).waitFor();
  });

  it("closes a trade at market after the preview, voids it, and names a mirror's trader", async () => {
    const { userId, tradeId, office, traderId } = ola;
    // The desk trades the copied trader: Ola's mirror is 2,000 × 100 ÷ 100,000 = 2 USD.
    const desk = await office.call(`${platform.url}/api/users/trades`, 'POST', {
      user_id: userId,
      trader_id: traderId,
      type: 'BUY',
      amount: 2000,
      symbol: 'BTCUSDT',
    });
    expect(desk.body.data.trader_name).toBe('Pat Copied');
    await admin.goto(`${platform.url}/control/users/${userId}/trades`);
    const mirror = admin.locator(`[data-testid="user-trades-row"][data-id="${desk.body.data.id}"]`);
    await mirror.getByTestId('user-trade-trader').getByRole('link', { name: 'Pat Copied' }).waitFor();

    const row = admin.locator(`[data-testid="user-trades-row"][data-id="${tradeId}"]`);
    await row.getByTestId('trade-close').click();
    await admin.getByTestId('trade-close-preview-profit').filter({ hasText: '$' }).waitFor();
    await shot(admin, 'close-preview');
    await admin.getByTestId('trade-close-reason').fill('Customer asked by phone');
    await admin.getByTestId('trade-close-confirm').click();
    await admin.locator(`[data-testid="user-trades-row"][data-id="${tradeId}"][data-status="CLOSED"]`).waitFor();
    await row.filter({ hasText: 'by an admin at market' }).waitFor();
    expect(await row.getByTestId('trade-close').count()).toBe(0);

    await row.getByTestId('trade-void').click();
    await admin.getByTestId('trade-void-question').filter({ hasText: "reverses the trade's result" }).waitFor();
    await admin.getByTestId('trade-void-reason').fill('Feed error');
    await admin.getByTestId('trade-void-confirm').click();
    await admin.locator(`[data-testid="user-trades-row"][data-id="${tradeId}"][data-status="VOIDED"]`).waitFor();
    await row.getByTestId('user-trade-void-reason').filter({ hasText: 'Feed error' }).waitFor();
    expect(await row.getByTestId('trade-void').count()).toBe(0);
    await shot(admin, 'voided');

    // Both decisions are in trading's own audit log, readable in the panel with the reason given.
    await admin.goto(`${platform.url}/control/audit/list.html`);
    await admin.getByTestId('audit-domain').getByText('Trading').click();
    await admin.getByTestId('audit-search').fill(tradeId);
    const voided = admin.getByTestId('audit-row').filter({ hasText: 'TRADE_VOIDED' });
    await voided.waitFor();
    await admin.getByTestId('audit-row').filter({ hasText: 'TRADE_CLOSED_AT_MARKET' }).waitFor();
    await voided.getByTestId('audit-details-toggle').click();
    await admin.getByTestId('audit-after').filter({ hasText: 'Feed error' }).first().waitFor();
    await shot(admin, 'trading-audit');
  });

  /**
   * A USD customer with a confirmed 600 deposit, a 50 BUY of BTCUSDT, a 10 HIGHER option and a copied trader,
   * all through the legacy API.
   */
  async function customerWithTrade() {
    const api = (route: string) => `${platform.url}/api${route}`;
    const office = new CookieJar();
    await office.call(api('/admins/auth/signin'), 'POST', ROOT);
    await office.call(api('/wallets'), 'POST', { address: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', type: 1 });
    const customer = new CookieJar();
    const signedUp = await customer.call(api('/users'), 'POST', {
      first_name: 'Ola',
      last_name: 'Open',
      phone_number: '+44 20 7946 0888',
      email: 'ola@example.com',
      password: 'ola password',
      confirm_password: 'ola password',
    });
    // Outside the EU/EEA and the UK: options are offered and crypto trades up to 1:100 (ADR 0020).
    const details = { first_name: 'Ola', last_name: 'Open', country: 'Australia', mobile_number: '+61 2 9374 4088' };
    await customer.call(api('/users/auth/update/details'), 'PATCH', { ...details, currency: 'USD' });
    const deposit = await customer.call(api('/deposits'), 'POST', { code: 1, price: 600, currency: 'USD' });
    await office.call(api('/deposits'), 'PATCH', {
      id: deposit.body.data.id,
      status: 2,
      transaction_reference: 'tx-ola',
    });
    // Every trade of the Forex screen needs a copied trader (DESIGN.md §16).
    const trader = await office.call(api('/traders'), 'POST', {
      name: 'Pat Copied',
      email: 'pat@desk.test',
      profit_share: 10,
    });
    expect((await customer.call(api('/users/trader'), 'POST', { id: trader.body.data.id })).body.data.copying).toBe(1);
    const trade = await waitFor(
      async () => {
        const opened = await customer.call(api('/users/trades'), 'POST', {
          type: 'BUY',
          amount: 50,
          symbol: 'BTCUSDT',
        });
        return opened.status === 200 ? (opened.body.data as { id: string }) : undefined;
      },
      20_000,
      'a trade opened at a recorded tick',
    );
    const option = await customer.call(api('/users/trades'), 'POST', { type: 'HIGHER', amount: 10, symbol: 'BTCUSDT' });
    expect(option.status).toBe(200);
    return {
      userId: signedUp.body.data.id as string,
      tradeId: trade.id,
      optionId: option.body.data.id as string,
      office,
      traderId: trader.body.data.id as string,
    };
  }
});
