import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import type { CookieJar } from './support/cookie-jar';
import { payAndConfirmMiningDeposit } from './support/mining-purchase';
import { chooseLanguage, ensureBitcoinPoolWallet } from './support/customer-screens';
import { customerContext, graphqlAs, seedVerifiedCustomer } from './support/funds-actors';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'contract.detail.root@cloudmine.test', password: 'contract detail root password' };
const DAY_MS = 86_400_000;

/** Screenshots for a person to look at (issue 14): /tmp/shots-contract-<name>.png. */
async function shot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `/tmp/shots-contract-${name}.png`, fullPage: true, animations: 'disabled' });
}

/**
 * A mining contract's screen (issue 14) in Debian's Chromium against the embedded platform: the
 * platform's test clock moves to the contract's first day and past it, the day is accrued, and the
 * customer sees the payout, switches the Income Booster, pledges the contract and repays the loan.
 */
describe('mining contract detail (embedded platform, headless Chromium)', () => {
  const clock = { offsetMs: 0 };
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-contract-detail-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
      now: () => Date.now() + clock.offsetMs,
    });
    browser = await launchChromium();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  });

  /** Moves the platform clock to `at`, then a minute on, so the feed closes a candle of that UTC day. */
  async function moveClockTo(at: number, office: CookieJar): Promise<void> {
    clock.offsetMs = at - Date.now();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    clock.offsetMs += 61_000;
    const day = new Date(at).toISOString().slice(0, 10);
    await waitFor(
      async () => {
        const data = await graphqlAs(platform.url, office, '{ marketParameters { rates { coin at } } }', {}, true);
        const btc = (data.marketParameters.rates as { coin: string; at: string | null }[]).find(
          (rate) => rate.coin === 'BTC',
        );
        return btc?.at?.startsWith(day);
      },
      30_000,
      `a BTC close on ${day}`,
    );
  }

  it('shows the accrual history, switches the booster, pledges and repays, in English and German', async () => {
    const seeded = await seedVerifiedCustomer(platform.url, ROOT, readPin);
    const office = await ensureBitcoinPoolWallet(platform.url, ROOT);
    await payAndConfirmMiningDeposit(platform.url, seeded.jar, office, { reference: 'btc-tx-detail' });
    const contract = await waitFor(
      async () => {
        const data = await graphqlAs(platform.url, seeded.jar, '{ me { contracts { items { id startsOn } } } }', {});
        return (data.me.contracts.items as { id: string; startsOn: string }[])[0];
      },
      30_000,
      'the contract made from the mining deposit',
    );
    // Its first day closes with a rate of its own, then the next day the operator accrues it.
    const firstDayMs = Date.parse(`${contract.startsOn}T12:00:00Z`);
    await moveClockTo(firstDayMs, office);
    await moveClockTo(firstDayMs + DAY_MS, office);
    const run = await graphqlAs(
      platform.url,
      office,
      'mutation ($day: String!) { runAccrual(day: $day) { status accrued } }',
      { day: contract.startsOn },
      true,
    );
    expect(run.runAccrual).toMatchObject({ status: 'DONE' });

    const page = await (await customerContext(browser, platform.url, seeded.jar)).newPage();
    await page.goto(`${platform.url}/user/mining/contracts.html`);
    await page.getByTestId('contracts-row-open').first().click();
    await page.waitForURL(`**/user/mining/contracts/${contract.id}`);
    const row = page.locator(`[data-testid="accruals-row"][data-day="${contract.startsOn}"]`);
    await row.waitFor();
    await expect(row.getByTestId('accruals-row-destination').innerText()).resolves.toBe('Mining balance');
    await expect(page.getByTestId('contract-what-is-sold').innerText()).resolves.toContain('SHA-256 hashrate');

    // The Income Booster: on, with its estimate labelled as one.
    await page.getByTestId('booster-switch').click();
    await page.locator('[data-testid="booster-switch"]:checked').waitFor({ state: 'attached' });
    await expect(page.getByTestId('booster-estimate-note').innerText()).resolves.toContain(
      'An estimate, not a promise',
    );

    // Pledge the maximum, confirmed first; funds opens the loan a moment later.
    const max = await page.getByTestId('pledge-max').textContent();
    await page.getByTestId('pledge-use-max').click();
    await page.getByTestId('pledge-submit').click();
    await page.getByTestId('pledge-cancel').click();
    await page.getByTestId('pledge-submit').click();
    await page.getByTestId('pledge-confirm').click();
    await page.getByTestId('loan-status').filter({ hasText: 'Open' }).waitFor({ timeout: 30_000 });
    await expect(page.getByTestId('loan-outstanding').innerText()).resolves.toBe(
      new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(Number(max)),
    );
    const balances = await graphqlAs(
      platform.url,
      seeded.jar,
      '{ me { balances { trading { amount assetCode } } } }',
      {},
    );
    expect(balances.me.balances.trading).toEqual({ amount: Number(max).toFixed(2), assetCode: 'USD' });
    await shot(page, 'en');

    // Repay it all from the trading balance, confirmed first.
    await page.getByTestId('repay-all').click();
    await page.getByTestId('repay-submit').click();
    await page.getByTestId('repay-confirm').click();
    await page.getByTestId('loan-status').filter({ hasText: 'Repaid' }).waitFor({ timeout: 30_000 });
    await page.getByTestId('pledge-status').filter({ hasText: 'Closed' }).waitFor({ timeout: 30_000 });

    await chooseLanguage(page, 'de');
    await page.getByTestId('loan-status').filter({ hasText: 'Getilgt' }).waitFor();
    await expect(row.getByTestId('accruals-row-destination').innerText()).resolves.toBe('Mining-Guthaben');
    await shot(page, 'de');
    await page.context().close();
  }, 240_000);
});
