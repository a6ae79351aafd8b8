import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { payAndConfirmMiningDeposit } from './support/mining-purchase';
import { chooseLanguage, ensureBitcoinPoolWallet, keepScreenshot } from './support/customer-screens';
import { customerContext, graphqlAs, seedVerifiedCustomer } from './support/funds-actors';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'contracts.root@cloudmine.test', password: 'contracts root password' };
const CONTRACTS_URL = '/user/mining/contracts.html';

/** A customer's mining deposit for a BTC plan, paid in Bitcoin and confirmed by the admin. */
async function expectEmptyState(page: Page, text: string): Promise<void> {
  await page.getByTestId('contracts-empty').filter({ hasText: text }).waitFor();
}

/**
 * The customer's mining contracts list (issue 14): empty until a mining deposit is confirmed, then the
 * contract the mining consumer made from it, in Debian's Chromium against the embedded platform.
 */
describe('mining contracts list (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-contracts-')),
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

  it('shows the empty state, then the contract a confirmed mining deposit made, in English and German', async () => {
    const seeded = await seedVerifiedCustomer(platform.url, ROOT, readPin);
    const page = await (await customerContext(browser, platform.url, seeded.jar)).newPage();
    await page.goto(`${platform.url}/user/index.html`);
    await page.getByTestId('user-contracts-link').click();
    await page.waitForURL(`**${CONTRACTS_URL}`);
    await expectEmptyState(page, 'YOU HAVE NO MINING CONTRACT AT THE MOMENT');
    await keepScreenshot(page, 'contracts-empty-en');
    await chooseLanguage(page, 'de');
    await expectEmptyState(page, 'SIE HABEN DERZEIT KEINEN MINING-VERTRAG');

    const office = await ensureBitcoinPoolWallet(platform.url, ROOT);
    const plan = await payAndConfirmMiningDeposit(platform.url, seeded.jar, office, { reference: 'btc-tx-contracts' });
    // The mining consumer makes the contract from the confirmed deposit's event, a moment later.
    const contract = await waitFor(
      async () => {
        const data = await graphqlAs(
          platform.url,
          seeded.jar,
          '{ me { contracts { items { id powerGhs startsOn startsLater } } } }',
          {},
        );
        return (
          data.me.contracts.items as { id: string; powerGhs: string; startsOn: string; startsLater: boolean }[]
        )[0];
      },
      30_000,
      'the contract made from the mining deposit',
    );
    expect(Number(contract.powerGhs)).toBe(plan.hashrateThs * 1000);
    // A contract mines from the day after its purchase (issue 24, item 22): until then it says when it starts.
    expect(contract.startsLater).toBe(true);
    const startDay = (language: string) =>
      new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${contract.startsOn}T00:00:00Z`),
      );

    await page.reload();
    const row = page.locator(`[data-testid="contracts-row"][data-id="${contract.id}"]`);
    await row
      .getByTestId('contracts-row-plan')
      .filter({ hasText: 'Bitcoin-Mining (Vertrag über 12 Monate)' })
      .waitFor();
    await expect(row.getByTestId('contracts-row-status').textContent()).resolves.toBe(`Beginnt am ${startDay('de')}`);
    // Grouped in the page's language: German groups thousands with a dot.
    const groupedDe = new Intl.NumberFormat('de').format(BigInt(contract.powerGhs));
    await expect(row.getByTestId('contracts-row-power').innerText()).resolves.toBe(`${groupedDe} GH/s`);
    await keepScreenshot(page, 'contracts-de');

    await chooseLanguage(page, 'en');
    await row.getByTestId('contracts-row-plan').filter({ hasText: 'Bitcoin Mining (12 Months Contract)' }).waitFor();
    await expect(row.getByTestId('contracts-row-status').textContent()).resolves.toBe(`Starts on ${startDay('en')}`);
    await expect(row.getByTestId('contracts-row-status').getAttribute('data-status')).resolves.toBe('STARTING');
    await expect(row.getByTestId('contracts-row-mined').innerText()).resolves.toMatch(/^\d+\.\d{8} BTC$/);
    const groupedEn = new Intl.NumberFormat('en').format(BigInt(contract.powerGhs));
    await expect(row.getByTestId('contracts-row-power').innerText()).resolves.toBe(`${groupedEn} GH/s`);
    await keepScreenshot(page, 'contracts-en');
    await page.context().close();
  }, 180_000);
});
