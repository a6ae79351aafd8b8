import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium, openHydrated } from './support/browser';
import type { CookieJar } from './support/cookie-jar';
import { adminJar, chooseLanguage, ensureBitcoinPoolWallet, keepScreenshot } from './support/customer-screens';
import { adminPage, customerContext, graphqlAs, seedVerifiedCustomer } from './support/funds-actors';
import { adminConfirmsDeposit } from './support/funds-flow';
import { wsClient } from './support/graphql-client';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'dashboard.root@cloudmine.test', password: 'dashboard root password' };
const DAY_MS = 86_400_000;

type LiveCoin = {
  coin: string;
  settled: string;
  lastPayoutOn: string | null;
  activeContracts: number;
  miningContracts: number;
  perSecond: string | null;
  accruingSince: string | null;
  payouts: { day: string; amount: string }[];
};
type LiveMining = { at: string; coins: LiveCoin[] };

const MY_MINING = `subscription { myMining { at coins { coin settled lastPayoutOn activeContracts miningContracts
  perSecond accruingSince payouts { day amount } } } }`;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const usdtOf = (mining: LiveMining) => mining.coins.find((coin) => coin.coin === 'USDT')!;
/** A decimal string of 8 decimals as integer units. */
const units = (amount: string) => BigInt(amount.replace(/ .*$/, '').replace('+', '').replace('.', ''));

/**
 * The live mining balances (issue 14): `myMining` through the gateway's socket, bound to its
 * customer, and the dashboard of /user/index.html growing every second and following new postings
 * without a reload, in English and German. The platform's clock (mining, funds, trading) is moved
 * forward so a contract bought today mines and is accrued; identity keeps real time for the sessions.
 */
describe('mining live balances and the dashboard (embedded platform, headless Chromium)', () => {
  const clock = { offsetMs: 0 };
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  let office: CookieJar;
  let owner: { jar: CookieJar; userId: string };
  let other: { jar: CookieJar; userId: string };
  let contractId: string;
  let startsOn: string;

  /** The platform's clock reads `iso` now, and runs on from there. */
  const setClock = (iso: string) => {
    clock.offsetMs = Date.parse(iso) - Date.now();
  };
  const asOffice = (query: string, variables: Record<string, unknown> = {}) =>
    graphqlAs(platform.url, office, query, variables, true);

  /** Waits for a BTC close of `day` or later, then accrues `day` as an operator. */
  async function accrue(day: string) {
    await waitFor(
      async () => {
        const { marketParameters } = await graphqlAs(
          platform.url,
          owner.jar,
          '{ marketParameters { rates { coin at } } }',
          {},
        );
        const btc = (marketParameters.rates as { coin: string; at: string | null }[]).find(
          (rate) => rate.coin === 'BTC',
        );
        return btc?.at !== undefined && btc.at !== null && btc.at.slice(0, 10) >= day;
      },
      150_000,
      `a BTC close of ${day} or later`,
    );
    const { runAccrual } = await asOffice('mutation ($day: String!) { runAccrual(day: $day) { status posted } }', {
      day,
    });
    expect(runAccrual.status).toBe('DONE');
  }

  async function miningBalance(jar: CookieJar): Promise<string> {
    const { me } = await graphqlAs(platform.url, jar, '{ me { balances { mining { assetCode amount } } } }', {});
    return (me.balances.mining as { assetCode: string; amount: string }[]).find((money) => money.assetCode === 'USDT')!
      .amount;
  }

  function follow(jar?: CookieJar) {
    const pushes: LiveMining[] = [];
    const errors: { extensions?: { code?: string; reason?: string } }[] = [];
    const client = wsClient(platform.url, {}, undefined, jar?.header());
    const stop = client.subscribe<{ myMining: LiveMining }>(
      { query: MY_MINING },
      {
        next: (value) => {
          if (value.errors) errors.push(...(value.errors as unknown as typeof errors));
          else if (value.data) pushes.push(value.data.myMining);
        },
        error: (error) => errors.push({ extensions: { reason: String(error) } }),
        complete: () => undefined,
      },
    );
    return {
      pushes,
      errors,
      stop: async () => {
        stop();
        await client.dispose();
      },
    };
  }

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-dashboard-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
      now: () => Date.now() + clock.offsetMs,
    });
    browser = await launchChromium();
    const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');
    owner = await seedVerifiedCustomer(platform.url, ROOT, readPin);
    other = await seedVerifiedCustomer(platform.url, ROOT, readPin);
    await ensureBitcoinPoolWallet(platform.url, ROOT);
    office = await adminJar(platform.url, ROOT);
    // A hashprice that keeps the contract profitable whatever the simulated BTC price does meanwhile.
    await asOffice('mutation { setHashprice(valueMsatPerThDay: 80000, reason: "Dashboard test") { id } }');
    // usdt-1: 2,000 TH/s paid in Bitcoin; USDT pays at par, so its balance moves visibly every second.
    // Bought as a customer does, from its contract card, and confirmed by the admin in the panel.
    const buyer = await (await customerContext(browser, platform.url, owner.jar)).newPage();
    await openHydrated(buyer, `${platform.url}/pricing.html`);
    await buyer.getByTestId('coin-tab-USDT').click();
    await buyer.locator('[data-testid="plan-card"][data-plan-id="usdt-1"]').getByTestId('plan-buy').click();
    await buyer.getByTestId('deposit-plan-price').filter({ hasText: '$10,000.00' }).waitFor();
    await buyer.getByTestId('checkout-pay-BTC').check();
    await buyer.getByTestId('mining-deposit-form-submit').click();
    await buyer.waitForURL(/\/payment/);
    await buyer.context().close();
    const panel = await adminPage(browser, platform.url, ROOT);
    await adminConfirmsDeposit(panel, platform.url, owner.userId, {
      rowText: 'USD Tether Mining (12 Months Contract)',
      reference: 'btc-tx-dashboard',
    });
    await panel.context().close();
    const contract = await waitFor(
      async () => {
        const data = await graphqlAs(platform.url, owner.jar, '{ me { contracts { items { id startsOn } } } }', {});
        return (data.me.contracts.items as { id: string; startsOn: string }[])[0];
      },
      30_000,
      'the contract made from the mining deposit',
    );
    contractId = contract.id;
    startsOn = contract.startsOn;
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  }, 120_000);

  it('refuses myMining without a session, sends a snapshot at once, then one after each posting or contract change, to its customer only', async () => {
    const guest = follow();
    await waitFor(() => guest.errors.length > 0, 10_000, 'the refusal');
    expect(guest.errors[0].extensions).toMatchObject({ code: 'UNAUTHENTICATED', reason: 'SIGN_IN_REQUIRED' });
    expect(guest.pushes).toEqual([]);
    await guest.stop();

    // Late on the contract's first day: it mines, nothing is settled yet. (After the jump the feed's
    // next tick prices the coins again: a tick from before it is a day old on the new clock.)
    setClock(`${startsOn}T23:58:00Z`);
    await waitFor(
      async () => {
        const { me } = await graphqlAs(
          platform.url,
          owner.jar,
          '{ me { miningOverview { coins { perSecond } } } }',
          {},
        );
        return (me.miningOverview.coins as { perSecond: string | null }[]).every((coin) => coin.perSecond !== null);
      },
      15_000,
      'a rate on the moved clock',
    );
    const mine = follow(owner.jar);
    const theirs = follow(other.jar);
    await waitFor(() => mine.pushes.length === 1 && theirs.pushes.length === 1, 15_000, 'the first snapshots');
    expect(usdtOf(mine.pushes[0])).toMatchObject({
      settled: '0.00000000',
      lastPayoutOn: null,
      activeContracts: 1,
      miningContracts: 1,
      accruingSince: `${startsOn}T00:00:00.000Z`,
    });
    expect(units(usdtOf(mine.pushes[0]).perSecond!)).toBeGreaterThan(0n);
    expect(theirs.pushes[0].coins.map((coin) => coin.activeContracts)).toEqual([0, 0, 0, 0]);

    // Let the feed open a candle of that day, then close it: the day can be accrued.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    setClock(`${addDays(startsOn, 1)}T00:20:00Z`);
    await accrue(startsOn);
    const settled = await miningBalance(owner.jar);
    expect(units(settled)).toBeGreaterThan(0n);
    const afterPosting = await waitFor(
      () => mine.pushes.map(usdtOf).find((coin) => coin.settled === settled),
      15_000,
      'the snapshot after the posting',
    );
    // The last payout is the day paid, on the platform's (moved) clock: never before the contract's start
    // (issue 24 item 22; the posting's own time is the database's clock, days before the moved one).
    expect(afterPosting.lastPayoutOn).toBe(startsOn);
    expect(afterPosting.accruingSince).toBe(`${addDays(startsOn, 1)}T00:00:00.000Z`);
    expect(afterPosting.payouts.at(-1)).toEqual({ day: startsOn, amount: settled.replace(/\.?0+$/, '') });

    // A change of the contract (support stops it, then resumes it) is pushed too.
    const stop = 'mutation ($id: ID!) { stopContract(id: $id, reason: "Rig maintenance") { id } }';
    const resume = 'mutation ($id: ID!) { resumeContract(id: $id, reason: "Rig back") { id } }';
    await asOffice(stop, { id: contractId });
    await waitFor(() => usdtOf(mine.pushes.at(-1)!).miningContracts === 0, 15_000, 'the snapshot after the stop');
    expect(usdtOf(mine.pushes.at(-1)!).accruingSince).toBeNull();
    await asOffice(resume, { id: contractId });
    await waitFor(() => usdtOf(mine.pushes.at(-1)!).miningContracts === 1, 15_000, 'the snapshot after the resume');

    // Nothing of it reached the other customer's socket.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(theirs.pushes).toHaveLength(1);
    await mine.stop();
    await theirs.stop();
  }, 240_000);

  /** The figures on screen: total = settled + accruing, all to 8 decimals. */
  async function figures(page: Page) {
    await page.getByTestId('dashboard-accruing-USDT').waitFor();
    // One read of the three in the page: the figures tick every second, and three reads apart (on a loaded
    // machine) could straddle a tick.
    const [total, settled, accruing] = await page.evaluate(() =>
      ['dashboard-total-USDT', 'dashboard-settled-USDT', 'dashboard-accruing-USDT'].map((id) =>
        (document.querySelector<HTMLElement>(`[data-testid="${id}"]`)?.innerText ?? '').trim(),
      ),
    );
    for (const figure of [total, settled, accruing]) expect(figure).toMatch(/^\+?\d+\.\d{8}( USDT)?$/);
    expect(units(total)).toBe(units(settled) + units(accruing));
    return { total, settled, accruing };
  }

  async function expectGrowing(page: Page) {
    const before = await figures(page);
    await new Promise((resolve) => setTimeout(resolve, 2_200));
    const after = await figures(page);
    expect(after.settled).toBe(before.settled);
    expect(units(after.total)).toBeGreaterThan(units(before.total));
  }

  it('shows each tab, the USDT balance growing every second apart from what is settled, and a new posting without a reload, in English and German', async () => {
    const page = await (await customerContext(browser, platform.url, owner.jar)).newPage();
    await page.goto(`${platform.url}/user/index.html`);
    for (const tab of ['ethereum', 'bitcoin', 'bnb', 'usdt']) await page.getByTestId(`dashboard-tab-${tab}`).waitFor();
    // It opens on the first tab with a contract (USDT); Ethereum, the first tab, says there is none.
    await expect(page.getByTestId('dashboard-tab-usdt').getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByTestId('dashboard-tab-ethereum').click();
    await page
      .getByTestId('dashboard-empty')
      .filter({ hasText: 'YOU HAVE NO MINING CONTRACT AT THE MOMENT' })
      .waitFor();
    await page.getByTestId('dashboard-tab-usdt').click();
    const settled = await miningBalance(owner.jar);
    await page.getByTestId('dashboard-settled-USDT').filter({ hasText: settled }).waitFor();
    await expect(page.getByTestId('dashboard-power-USDT').innerText()).resolves.toBe('2,000,000 GH/s');
    await expect(page.getByTestId('dashboard-daily-USDT').innerText()).resolves.toMatch(/^\d+\.\d{8} USDT$/);
    await page.getByText('Per day (estimate)').waitFor();
    await page.getByTestId('dashboard-chart-USDT').waitFor();
    await expectGrowing(page);
    await keepScreenshot(page, 'shots-dashboard-en');

    await chooseLanguage(page, 'de');
    await page.getByText('Mining-Guthaben', { exact: true }).waitFor();
    await page.getByText('Pro Tag (Schätzung)').waitFor();
    await expect(page.getByTestId('dashboard-power-USDT').innerText()).resolves.toBe('2.000.000 GH/s');
    await expectGrowing(page);
    await keepScreenshot(page, 'shots-dashboard-de');
    await page.getByTestId('dashboard-tab-bitcoin').click();
    await page.getByTestId('dashboard-empty').filter({ hasText: 'SIE HABEN DERZEIT KEINEN MINING-VERTRAG' }).waitFor();
    await page.getByTestId('dashboard-tab-usdt').click();

    // The next day is accrued while the page is open: the settled figure follows, without a reload.
    await page.evaluate(() => Object.assign(window, { dashboardNotReloaded: true }));
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    setClock(`${addDays(startsOn, 2)}T00:20:00Z`);
    await accrue(addDays(startsOn, 1));
    const later = await miningBalance(owner.jar);
    expect(units(later)).toBeGreaterThan(units(settled));
    await page.getByTestId('dashboard-settled-USDT').filter({ hasText: later }).waitFor({ timeout: 15_000 });
    await expect(
      page.evaluate(() => (window as { dashboardNotReloaded?: boolean }).dashboardNotReloaded),
    ).resolves.toBe(true);
    await expectGrowing(page);
    await page.context().close();
  }, 300_000);
});
