import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Locator, Page } from 'playwright-core';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { CookieJar } from './support/cookie-jar';
import { adminJar } from './support/customer-screens';
import { adminPage, graphqlAs } from './support/funds-actors';

const ROOT = { email: 'mining.root@cloudmine.test', password: 'mining root password' };
const CHECKER = { email: 'mining.checker@cloudmine.test', password: 'mining checker password' };

/** Screenshots for a person to look at: /tmp/shots-admin-<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(os.tmpdir(), `shots-admin-${name}.png`), fullPage: true });
}

/** Opens an action's modal, gives the reason when it asks for one, and confirms. */
async function decide(page: Page, scope: Locator, testId: string, reason?: string): Promise<void> {
  await scope.getByTestId(testId).click();
  if (reason !== undefined) await page.getByTestId(`${testId}-text`).fill(reason);
  await page.getByTestId(`${testId}-confirm`).click();
  await page.getByTestId(`${testId}-form`).waitFor({ state: 'detached' });
}

const statusOf = (row: Locator) => row.getByTestId('contract-status').getAttribute('data-status');

/**
 * The admin mining screens (issue 14) in Debian's Chromium against the embedded platform: a customer's
 * contracts with a support grant a second admin approves, pause and play; the market parameters with
 * their history chart and the accrual button.
 */
describe('admin mining screens (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let browser: Browser;
  let root: Page;
  let checker: Page;

  beforeAll(async () => {
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-mining-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      bootstrapAdmin: ROOT,
    });
    const office = new CookieJar();
    await office.call(`${platform.url}/api/admins/auth/signin`, 'POST', ROOT);
    const input = { ...CHECKER, firstName: 'Otto', lastName: 'Operator', roles: ['OPERATOR', 'ACCOUNTANT'] };
    await graphqlAs(
      platform.url,
      office,
      'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input },
      true,
    );
    browser = await launchChromium();
    root = await adminPage(browser, platform.url, ROOT);
    checker = await adminPage(browser, platform.url, CHECKER);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
  });

  it('grants a contract with the form defaults (no added crypto, no label), approved by a second admin, then pauses and plays it', async () => {
    const customer = new CookieJar();
    const signedUp = await customer.call(`${platform.url}/api/users`, 'POST', {
      first_name: 'Gina',
      last_name: 'Grant',
      phone_number: '+44 20 7946 0777',
      email: 'gina@example.com',
      password: 'gina password',
      confirm_password: 'gina password',
    });
    const userId = signedUp.body.data.id as string;

    await root.goto(`${platform.url}/control/users/${userId}`);
    await root.getByTestId('user-link-contracts').click();
    await root.waitForURL(`**/control/users/${userId}/contracts`);
    await root.getByTestId('no-data').waitFor();
    await root.getByTestId('user-contract-create-link').click();
    await root.waitForURL(`**/contracts/create`);
    const form = root.getByTestId('contract-create-form');
    await expect(form.getByTestId('contract-currency').inputValue()).resolves.toBe('2');
    await expect(form.getByTestId('contract-power').inputValue()).resolves.toBe('1');
    // Issue 24 item 18: nothing is added unless typed; item 17: unlabelled, the contract is named by its real term.
    await expect(form.getByTestId('contract-added').inputValue()).resolves.toBe('');
    await expect(form.getByTestId('contract-plan-label').inputValue()).resolves.toBe('');
    await expect(form.getByTestId('contract-hashrate').inputValue()).resolves.toBe('0.001');
    // The speed per day is computed (read-only), from the plan and power.
    await expect(form.getByTestId('contract-speed-per-day').getAttribute('readonly')).resolves.not.toBeNull();
    await form.getByTestId('contract-power').fill('1500');
    await expect(form.getByTestId('contract-hashrate').inputValue()).resolves.toBe('1.5');
    await form.getByTestId('contract-reason').fill('Goodwill after the outage');
    await shot(root, 'contract-create');
    await form.getByTestId('contract-submit').click();
    await root.getByTestId('success-box').filter({ hasText: "awaits another admin's approval" }).waitFor();
    await expect(root.getByTestId('success-box').innerText()).resolves.not.toContain('The added');
    const office = await adminJar(platform.url, ROOT);
    const raised = await graphqlAs(
      platform.url,
      office,
      'query ($id: ID!) { customer(id: $id) { adjustments { total } } }',
      { id: userId },
      true,
    );
    expect(raised.customer.adjustments.total).toBe(0);

    await root.getByTestId('contract-back').click();
    const rootRow = root.getByTestId('contracts-row');
    await rootRow.getByTestId('contract-own-grant').waitFor();
    await expect(statusOf(rootRow)).resolves.toBe('PENDING_PAYMENT');
    await expect(rootRow.getByTestId('contract-play').count()).resolves.toBe(0);
    await expect(rootRow.getByTestId('contract-power').innerText()).resolves.toBe('1500');
    // The default expiry is a week from tomorrow: named by those 7 days, not by the plan's 12 months.
    await expect(rootRow.getByTestId('contract-plan').innerText()).resolves.toBe('Bitcoin Mining (7 Days Contract)');
    await shot(root, 'contracts-pending');

    await checker.goto(`${platform.url}/control/users/${userId}/contracts`);
    const row = checker.getByTestId('contracts-row');
    await decide(checker, row, 'contract-play');
    await checker.getByTestId('user-contracts-notice').filter({ hasText: 'Grant approved' }).waitFor();
    await row.locator('[data-status="MINING"]').waitFor();
    await decide(checker, row, 'contract-pause', 'Rig maintenance');
    await row.locator('[data-status="STOPPED"]').waitFor();
    await row.getByText('Stopped: Rig maintenance').waitFor();
    await shot(checker, 'contracts-stopped');
    await decide(checker, row, 'contract-play', 'Rigs are back');
    await row.locator('[data-status="MINING"]').waitFor();
    await expect(row.getByTestId('contract-mined').innerText()).resolves.toBe('0.00000000 BTC');
    await shot(checker, 'contracts-mining');

    const audit = await graphqlAs(
      platform.url,
      customer,
      'query ($id: ID!) { contract(id: $id) { status planLabel name term { unit count } grant { status requestedBy } transitions { toStatus } } }',
      { id: await row.getAttribute('data-id') },
    );
    expect(audit.contract).toEqual({
      status: 'MINING',
      planLabel: null,
      name: 'Bitcoin Mining (7 Days Contract)',
      term: { unit: 'DAYS', count: 7 },
      grant: { status: 'APPROVED', requestedBy: null },
      transitions: [
        { toStatus: 'PENDING_PAYMENT' },
        { toStatus: 'MINING' },
        { toStatus: 'STOPPED' },
        { toStatus: 'MINING' },
      ],
    });
  }, 180_000);

  it('sets the hashprice with a reason, shows it in the history chart, and runs the accrual for a day', async () => {
    await root.goto(`${platform.url}/control/index.html`);
    await root.getByRole('link', { name: 'Market parameters' }).first().click();
    await root.waitForURL('**/control/parameters/index.html');
    const chart = root.getByTestId('hashprice-chart');
    await chart.waitFor();
    const before = Number(await chart.getAttribute('data-points'));
    await root.getByTestId('hashprice-value').fill('61234');
    await root.getByTestId('hashprice-reason').fill('Pool data of the week');
    await root.getByTestId('hashprice-submit').click();
    await root.getByTestId('hashprice-current').filter({ hasText: '61,234 msat' }).waitFor();
    await root.locator(`[data-testid="hashprice-chart"][data-points="${before + 1}"]`).waitFor();
    await expect(chart.locator('.recharts-line-curve').count()).resolves.toBeGreaterThan(0);

    await root.getByTestId('hashprice-value').fill('0');
    await root.getByTestId('hashprice-reason').fill('Out of bounds');
    await root.getByTestId('hashprice-submit').click();
    await root.getByTestId('hashprice-card').getByTestId('error-message').waitFor();

    await decide(root, root.getByTestId('accrual-card'), 'accrual-run');
    const result = root.getByTestId('accrual-result');
    await result.waitFor();
    await expect(result.innerText()).resolves.toMatch(/\d{4}-\d{2}-\d{2}: (DONE|WAITING_FOR_RATES|ALREADY_DONE)/);
    await shot(root, 'parameters');
  }, 120_000);
});
