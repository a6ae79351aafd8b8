import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import { adminPage, graphqlAs } from './support/funds-actors';

const ROOT = { email: 'desk.root@cloudmine.test', password: 'desk root password' };
const DESK = { email: 'desk.trader@cloudmine.test', password: 'desk trader password' };
const BOOKKEEPER = { email: 'desk.books@cloudmine.test', password: 'desk books password' };
const SHOTS_DIR = '/tmp/shots';

/** Screenshots for a person to look at: /tmp/shots/trader-desk-<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SHOTS_DIR, `trader-desk-${name}.png`), fullPage: true });
}

/** A customer signed up through the legacy API with USD as trading currency. */
async function signUp(baseUrl: string, name: string): Promise<{ jar: CookieJar; userId: string; email: string }> {
  const jar = new CookieJar();
  const email = `${name.toLowerCase()}-${Date.now()}@example.com`;
  const signedUp = await jar.call(`${baseUrl}/api/users`, 'POST', {
    first_name: name,
    last_name: 'Copier',
    phone_number: '+44 20 7946 0123',
    email,
    password: `${name} password`,
    confirm_password: `${name} password`,
  });
  await jar.call(`${baseUrl}/api/users/auth/update/details`, 'PATCH', {
    first_name: name,
    last_name: 'Copier',
    // Outside the EU/EEA and the UK: the desk's 1:10 on crypto is within the copier's range (ADR 0020).
    country: 'Australia',
    mobile_number: '+353 1 234 5601',
    currency: 'USD',
  });
  return { jar, userId: signedUp.body.data.id as string, email };
}

/**
 * The admin trader desk (issue 15) in Debian's Chromium against the embedded platform and its simulated
 * feed: a TRADING_DESK admin opens a BTCUSDT model trade for a trader that one funded customer and one
 * customer without a trading balance copy, sees one mirror and one skip (DEPOSIT_REQUIRED), and closes
 * the trade at market. Another admin without the role gets "no access". Screenshots in English and German.
 */
describe('admin trader desk (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let browser: Browser;
  let root: CookieJar;
  const admin = (query: string, variables: Record<string, unknown> = {}) =>
    graphqlAs(platform.url, root, query, variables, true);

  beforeAll(async () => {
    mkdirSync(SHOTS_DIR, { recursive: true });
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-trader-desk-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      bootstrapAdmin: ROOT,
    });
    root = new CookieJar();
    await root.call(`${platform.url}/api/admins/auth/signin`, 'POST', ROOT);
    const create = 'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }';
    await admin(create, { input: { ...DESK, firstName: 'Dana', lastName: 'Desk', roles: ['TRADING_DESK'] } });
    await admin(create, { input: { ...BOOKKEEPER, firstName: 'Bo', lastName: 'Books', roles: ['ACCOUNTANT'] } });
    await admin('mutation { createWallet(address: "bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh", type: BTC) { id } }');
    browser = await launchChromium();
  }, 150_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('opens a trader trade mirrored to the funded copier, shows the skip, and closes it at market', async () => {
    const funded = await signUp(platform.url, 'Fiona');
    const unfunded = await signUp(platform.url, 'Ugo');
    const deposit = await graphqlAs(
      platform.url,
      funded.jar,
      'mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { id } }',
      { input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount: '1000', currency: 'USD' } },
    );
    await admin('mutation ($id: ID!) { confirmDeposit(id: $id) { id } }', { id: deposit.createDeposit.id });
    const trader = (
      await admin(
        'mutation ($input: TraderInput!, $requestId: ID) { createTrader(input: $input, requestId: $requestId) { id } }',
        {
          requestId: randomUUID(),
          input: {
            name: 'Tess Trend',
            email: 'tess@example.com',
            profitSharePercent: 20,
            equity: '10000',
            minAllocation: '10',
            maxAllocation: '10000',
          },
        },
      )
    ).createTrader.id as string;
    const copy =
      'mutation ($traderId: ID!, $requestId: ID!) { copyTrader(traderId: $traderId, allocation: "1000", requestId: $requestId) { id } }';
    for (const customer of [funded, unfunded]) {
      await graphqlAs(platform.url, customer.jar, copy, { traderId: trader, requestId: randomUUID() });
    }

    const books = await adminPage(browser, platform.url, BOOKKEEPER);
    await books.getByRole('link', { name: 'Users' }).first().waitFor();
    await expect(books.getByRole('link', { name: 'Trader desk' }).count()).resolves.toBe(0);
    await books.goto(`${platform.url}/control/traders/desk.html`);
    await books.getByTestId('no-access').waitFor();

    const desk = await adminPage(browser, platform.url, DESK);
    await desk.getByRole('link', { name: 'Trader desk' }).first().click();
    await desk.waitForURL('**/control/traders/desk.html');
    await desk.getByTestId('desk-trader').selectOption(trader);
    await desk.getByTestId('desk-open-trades-empty').waitFor();
    await expect(desk.getByTestId('desk-figure-copiers').innerText()).resolves.toBe('2');
    await expect(desk.getByTestId('desk-figure-assets-copying').innerText()).resolves.toBe('2000.00 USD');
    await expect(desk.getByTestId('desk-figure-open-margin').innerText()).resolves.toBe('0.00 USD');

    await desk.getByTestId('desk-order-market').selectOption('CRYPTO');
    await desk.getByTestId('desk-order-symbol').selectOption('BTCUSDT');
    await desk.locator('[data-testid="desk-quote"][data-live="true"]').waitFor({ timeout: 10_000 });
    await desk.getByTestId('desk-order-margin').fill('500');
    await desk.getByTestId('desk-order-leverage').fill('10');
    await shot(desk, 'en-order');
    await desk.getByTestId('desk-order-review').click();
    const copiers = desk.getByTestId('desk-open-copiers');
    await expect(copiers.innerText()).resolves.toMatch(/2 copiers .* allocation ÷ equity \(10000\.00 USD\)/);
    await shot(desk, 'en-confirm-open');
    await desk.getByTestId('desk-open-place').click();
    await desk.getByTestId('desk-open-close').click();

    const openTrade = desk.getByTestId('desk-open-trades').getByTestId('desk-trade');
    await openTrade.waitFor();
    await expect(openTrade.getByTestId('desk-trade-mirrors').getAttribute('data-count')).resolves.toBe('1');
    await expect(openTrade.getByTestId('desk-trade-mirrors').innerText()).resolves.toBe('1 mirror opened, 1 skipped');
    const skip = openTrade.getByTestId('desk-skip');
    await expect(skip.getAttribute('data-reason')).resolves.toBe('DEPOSIT_REQUIRED');
    await expect(skip.innerText()).resolves.toContain(unfunded.email);
    await expect(openTrade.getByTestId('desk-trade-opening').innerText()).resolves.toMatch(/\(tick \d+, /);
    await expect(desk.getByTestId('desk-figure-open-margin').innerText()).resolves.toBe('500.00 USD');
    await shot(desk, 'en-open');

    // Beyond the stated equity: refused in the desk's words.
    await desk.getByTestId('desk-order-margin').fill('9600');
    await desk.getByTestId('desk-order-review').click();
    await desk.getByTestId('desk-open-place').click();
    await desk.locator('[data-testid="error-message"][data-reason="EQUITY_EXCEEDED"]').waitFor();
    await desk.getByTestId('desk-open-cancel').click();

    await openTrade.getByTestId('desk-close').click();
    await desk.getByTestId('desk-close-place').click();
    await desk.getByTestId('desk-open-trades-empty').waitFor();
    const closedTrade = desk.getByTestId('desk-closed-trades').getByTestId('desk-trade');
    await expect(closedTrade.getAttribute('data-status')).resolves.toBe('CLOSED');
    await expect(closedTrade.getByTestId('desk-trade-profit').innerText()).resolves.toMatch(/^-?\d+\.\d{2} USD$/);
    await expect(closedTrade.getByTestId('desk-trade-closing').innerText()).resolves.toContain('at market by the desk');
    await shot(desk, 'en-closed');

    const mirrors = await graphqlAs(
      platform.url,
      funded.jar,
      'query { me { trades { items { status copiedFrom closedBy } } } }',
      {},
    );
    expect(mirrors.me.trades.items).toEqual([
      { status: 'CLOSED', copiedFrom: await closedTrade.getAttribute('data-id'), closedBy: 'ADMIN' },
    ]);

    await desk.goto(`${platform.url}/control/traders/desk.html?lang=de&trader=${trader}`);
    await desk.getByRole('heading', { name: 'Trader-Desk' }).waitFor();
    await expect(closedTrade.getByTestId('desk-trade-mirrors').innerText()).resolves.toBe(
      '1 Spiegelposition eröffnet, 1 übersprungen',
    );
    await shot(desk, 'de-closed');

    // A retired trader reached by its address: its history, and no order form.
    await admin('mutation ($id: ID!) { retireTrader(id: $id, reason: "Desk test over") { id } }', { id: trader });
    await desk.goto(`${platform.url}/control/traders/desk.html?lang=en&trader=${trader}`);
    await desk.getByTestId('desk-trader-retired').waitFor();
    await expect(desk.getByTestId('desk-order').count()).resolves.toBe(0);
    await expect(desk.getByTestId('desk-closed-trades').getByTestId('desk-trade').count()).resolves.toBe(1);
  }, 90_000);
});
