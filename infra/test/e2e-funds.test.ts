import { waitFor } from '@mc/platform/testing';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './support/browser';
import { adminPage, customerContext, seedSecondAdmin, seedVerifiedCustomer } from './support/funds-actors';
import {
  adjustmentByAmount,
  adjustmentNeedsSecondAdmin,
  adminAddsPoolWallets,
  adminDeletesRecordedDeposit,
  adminCompletesWithdrawal,
  payoutFormRefusesUnknownWithdrawal,
  adminRecordsDepositForSecondAdmin,
  adminRecordsDepositWithoutReference,
  adminConfirmsDeposit,
  customerCreatesTradingDeposit,
  customerRequestsWithdrawal,
  expectPaymentPage,
} from './support/funds-flow';
import { runLedgerVerify } from '../src/ledger-verify';
import { launchPlatform, type LaunchedPlatform } from './support/launch';
import { LIGHT_PLATFORM_ENV } from './support/test-platform';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ADMIN = { email: 'funds.admin@cloudmine.test', password: 'funds admin password' };

/**
 * The money round trip in real browsers against `npm start`: a customer deposits through a payment
 * link, an admin confirms it in the panel, the customer's open home page shows the new balance
 * without a reload (myBalances), then the customer withdraws and an admin completes it.
 */
describe('funds screens (embedded platform, headless Chromium)', () => {
  let platform: LaunchedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  let admin: Page;
  let checker: Page;
  let customer: Page;
  let userId: string;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await launchPlatform('start', {
      ...LIGHT_PLATFORM_ENV,
      SMTP_URL: smtp.url,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    browser = await launchChromium();
    const seeded = await seedVerifiedCustomer(platform.url, ADMIN, (email) =>
      waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail'),
    );
    userId = seeded.userId;
    customer = await (await customerContext(browser, platform.url, seeded.jar)).newPage();
    admin = await adminPage(browser, platform.url, ADMIN);
    checker = await adminPage(browser, platform.url, await seedSecondAdmin(platform.url, ADMIN));
  }, 180_000);
  let stopped = false;
  afterAll(async () => {
    await browser?.close();
    if (platform && !stopped) expect(await platform.stop()).toBe(true);
    await smtp?.stop();
  }, 60_000);

  it('lets the admin fill the deposit address pool', () => adminAddsPoolWallets(admin, platform.url), 60_000);

  it('takes a trading deposit to its payment page with a local QR code and a running countdown', async () => {
    await customerCreatesTradingDeposit(customer, platform.url);
    await expectPaymentPage(customer);
  }, 90_000);

  it('shows the confirmed deposit on the open home page without a reload', async () => {
    await customer.goto(`${platform.url}/user/index.html`);
    const trading = customer.getByTestId('balance-trading');
    await trading.filter({ hasText: '$0.00' }).waitFor();
    await expect(customer.getByTestId('balance-mining-BTC').innerText()).resolves.toBe('0.00000000 BTC');
    // Survives only as long as the page is not reloaded.
    await customer.evaluate(() => Object.assign(window, { openedBeforeConfirmation: true }));

    await adminConfirmsDeposit(admin, platform.url, userId);

    await trading.filter({ hasText: '$500.00' }).waitFor({ timeout: 15_000 });
    await expect(
      customer.evaluate(() => (window as unknown as { openedBeforeConfirmation?: boolean }).openedBeforeConfirmation),
    ).resolves.toBe(true);
  }, 90_000);

  it('withdraws to PayPal after showing the rules, and the admin completes it', async () => {
    await customerRequestsWithdrawal(customer, platform.url);
    await adminCompletesWithdrawal(admin, platform.url, userId);
    await customer.goto(`${platform.url}/user/withdrawals/list.html`);
    await customer
      .getByTestId('withdrawals-row')
      .first()
      .getByTestId('withdrawals-row-status')
      .filter({ hasText: 'Completed' })
      .waitFor();
    await customer.goto(`${platform.url}/user/index.html`);
    await customer.getByTestId('balance-trading').filter({ hasText: '$400.00' }).waitFor();
    await payoutFormRefusesUnknownWithdrawal(admin, platform.url);
  }, 90_000);

  it('turns Direct Update into an adjustment that only a second admin can approve, seen live by the customer', async () => {
    await customer.goto(`${platform.url}/user/index.html`);
    await customer.getByTestId('balance-trading').filter({ hasText: '$400.00' }).waitFor();
    await adjustmentNeedsSecondAdmin(admin, checker, platform.url, userId, '450.00');
    await customer.getByTestId('balance-trading').filter({ hasText: '$450.00' }).waitFor({ timeout: 15_000 });
  }, 90_000);

  it('records an off-platform deposit that only a second admin can confirm', async () => {
    await adminRecordsDepositForSecondAdmin(admin, checker, platform.url, userId);
    await customer.goto(`${platform.url}/user/index.html`);
    await customer.getByTestId('balance-trading').filter({ hasText: '$1,200.00' }).waitFor();
    await admin.goto(`${platform.url}/control/users/${userId}`);
    await admin.getByTestId('user-balance-trading').filter({ hasText: '$1,200.00' }).waitFor();
    await admin.getByTestId('user-balance-mining-BTC').filter({ hasText: '0.00000000' }).waitFor();
    await adminDeletesRecordedDeposit(admin, platform.url, userId);
    await admin.goto(`${platform.url}/control/users/${userId}`);
    await admin.getByTestId('user-balance-trading').filter({ hasText: '$1,200.00' }).waitFor();
    await adminRecordsDepositWithoutReference(admin, checker, platform.url, userId);
    await admin.goto(`${platform.url}/control/users/${userId}`);
    await admin.getByTestId('user-balance-trading').filter({ hasText: '$1,700.00' }).waitFor();
    await adjustmentByAmount(admin, checker, platform.url, userId, '-25.50', 'Card fee charged back (e2e)');
    await customer.goto(`${platform.url}/user/index.html`);
    await customer.getByTestId('balance-trading').filter({ hasText: '$1,674.50' }).waitFor();
  }, 120_000);

  it('lists every ledger change on the statement and downloads it as CSV', async () => {
    await customer.goto(`${platform.url}/user/statement.html`);
    await customer.locator('[data-testid="statement-row"][data-kind="DEPOSIT"]').first().waitFor();
    const [download] = await Promise.all([
      customer.waitForEvent('download'),
      customer.getByTestId('statement-csv').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^statement-all-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await new Promise<string>((resolve, reject) => {
      void download.createReadStream().then((stream) => {
        let text = '';
        stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
        stream.on('end', () => resolve(text));
        stream.on('error', reject);
      }, reject);
    });
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toBe('date,kind,description,account,amount,asset,balance_after,reference_type,reference_id');
    expect(lines.some((line) => line.includes(',DEPOSIT,') && line.includes(',500.00,USD,'))).toBe(true);
    expect(
      lines.some((line) => line.includes('Goodwill correction (e2e)') && line.includes(',50.00,USD,450.00,')),
    ).toBe(true);
    expect(
      lines.some((line) => line.includes('Card fee charged back (e2e)') && line.includes(',-25.50,USD,1674.50,')),
    ).toBe(true);
    expect(lines.length - 1).toBe(await customer.getByTestId('statement-row').count());
  }, 60_000);

  it('shows every money decision in the audit log with the admin, IP and the record before and after', async () => {
    await admin.goto(`${platform.url}/control/audit/list.html`);
    await admin.getByTestId('audit-domain').getByText('Money (funds)').click();
    const confirmed = admin.getByTestId('audit-row').filter({ hasText: 'deposit.confirmed' }).first();
    await confirmed.waitFor();
    await confirmed.getByTestId('audit-details-toggle').click();
    await admin.getByTestId('audit-after').filter({ hasText: '"status": "CONFIRMED"' }).first().waitFor();
    await admin
      .getByTestId('audit-row')
      .filter({ hasText: 'adjustment.approved' })
      .filter({ hasText: '@cloudmine.test' })
      .first()
      .waitFor();
  }, 60_000);

  it("publishes a proof of liabilities that the customer's browser verifies", async () => {
    await customer.goto(`${platform.url}/user/statement.html`);
    await customer.getByTestId('statement-proof-link').click();
    await customer.getByTestId('proof-empty').waitFor();
    await admin.goto(`${platform.url}/control/adjustments/list.html`);
    await admin.getByTestId('liability-proof-empty').waitFor();
    await admin.getByTestId('liability-proof-publish').click();
    await admin.getByTestId('liability-proof-publish-confirm').click();
    await admin.getByTestId('success-box').waitFor();
    await admin.getByTestId('liability-proof-total-USD').filter({ hasText: '$1,674.50' }).waitFor();
    const root = (await admin.getByTestId('liability-proof-root').innerText()).trim();
    await customer.reload();
    await customer
      .getByTestId('proof-verified')
      .filter({ hasText: 'Your balances are included in the published proof of' })
      .waitFor();
    await expect(customer.getByTestId('proof-root').innerText()).resolves.toContain(root);
    await expect(customer.getByTestId('proof-balances').innerText()).resolves.toContain('$1,674.50');
  }, 60_000);

  it('leaves a ledger that `npm run ledger:verify` passes once the platform is stopped', async () => {
    await browser.close();
    stopped = true;
    expect(await platform.stop()).toBe(true);
    const report: string[] = [];
    expect(await runLedgerVerify({ DATA_DIR: platform.dataDir }, (line) => report.push(line))).toBe(0);
    expect(report.join('\n')).toMatch(/The ledger holds every invariant\./);
  }, 60_000);
});
