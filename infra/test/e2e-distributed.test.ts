import { randomBytes } from 'node:crypto';
import { resolveTestInfrastructure } from '@mc/platform/testing';
import { dropDatabases } from '../src/distributed';
import {
  expectAdminApprovesIdentity,
  expectAdminPanelAndSandbox,
  expectBadInputRefused,
  expectSignUpWizard,
  expectPricingPageLive,
  expectQueryAcrossSubgraphs,
  expectTicksOfTwoSymbolsOnly,
} from './support/platform-flow';
import { launchPlatform, type LaunchedPlatform } from './support/launch';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';
import { waitFor } from '@mc/platform/testing';
import { runLedgerVerify } from '../src/ledger-verify';
import { launchChromium } from './support/browser';
import { adminPage, customerContext, seedVerifiedCustomer } from './support/funds-actors';
import {
  adminAddsPoolWallets,
  adminCompletesWithdrawal,
  adminConfirmsDeposit,
  customerCreatesTradingDeposit,
  customerRequestsWithdrawal,
  expectPaymentPage,
} from './support/funds-flow';

const ADMIN = { email: 'first.admin@cloudmine.test', password: 'first admin password' };

/** `npm run start:distributed`: one process per service against the PostgreSQL server and NATS. */
describe('distributed platform (PostgreSQL + NATS JetStream)', () => {
  let platform: LaunchedPlatform;
  let databaseUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const prefix = `e2e_${randomBytes(3).toString('hex')}_`;

  beforeAll(async () => {
    const infrastructure = await resolveTestInfrastructure();
    if (infrastructure.database.kind !== 'pg' || infrastructure.bus.kind !== 'nats') {
      throw new Error(
        'The distributed end-to-end test needs a PostgreSQL server and NATS (start them, or set DATABASE_URL and NATS_URL).',
      );
    }
    databaseUrl = infrastructure.database.url;
    smtp = await startSmtpPeer();
    platform = await launchPlatform('start:distributed', {
      DATABASE_URL: databaseUrl,
      NATS_URL: infrastructure.bus.url,
      DATABASE_PREFIX: prefix,
      EPHEMERAL_PORTS: '1',
      SMTP_URL: smtp.url,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    process.stdout.write(`[e2e] distributed platform started in ${(platform.startupMs / 1000).toFixed(1)} s\n`);
  }, 180_000);
  afterAll(async () => {
    if (platform) expect(await platform.stop()).toBe(true);
    await smtp?.stop();
    if (databaseUrl)
      await dropDatabases(
        databaseUrl,
        ['identity', 'funds', 'mining', 'trading', 'content'].map((name) => `${prefix}${name}`),
      );
  }, 60_000);

  it('answers a query across subgraphs through the edge', () => expectQueryAcrossSubgraphs(platform.url));
  it('streams ticks of the two subscribed symbols only', () => expectTicksOfTwoSymbolsOnly(platform.url));
  it('refuses bad input with clear errors', () => expectBadInputRefused(platform.url));
  it(
    'shows live prices on /pricing.html and keeps theme and language',
    () => expectPricingPageLive(platform.url),
    90_000,
  );
  it(
    'lets the first admin into the panel, and serves the GraphiQL sandbox',
    () => expectAdminPanelAndSandbox(platform.url, ADMIN),
    60_000,
  );
  it('signs a new customer up through the wizard, uploads ID images, and an admin approves them', async () => {
    const email = await expectSignUpWizard(platform.url, (recipient) =>
      waitFor(() => pinFrom(smtp.received, recipient), 15_000, 'the PIN e-mail'),
    );
    await expectAdminApprovesIdentity(platform.url, ADMIN, email);
  }, 120_000);

  it('moves money across processes (balances live over NATS), and ledger:verify passes while the platform runs', async () => {
    const readPin = (recipient: string) => waitFor(() => pinFrom(smtp.received, recipient), 15_000, 'the PIN e-mail');
    const seeded = await seedVerifiedCustomer(platform.url, ADMIN, readPin);
    const browser = await launchChromium();
    try {
      const admin = await adminPage(browser, platform.url, ADMIN);
      const customer = await (await customerContext(browser, platform.url, seeded.jar)).newPage();
      await adminAddsPoolWallets(admin, platform.url);
      await customerCreatesTradingDeposit(customer, platform.url);
      await expectPaymentPage(customer);
      await customer.goto(`${platform.url}/user/index.html`);
      const trading = customer.getByTestId('balance-trading');
      await trading.filter({ hasText: '$0.00' }).waitFor();
      await adminConfirmsDeposit(admin, platform.url, seeded.userId);
      await trading.filter({ hasText: '$500.00' }).waitFor({ timeout: 15_000 });
      await customerRequestsWithdrawal(customer, platform.url);
      await adminCompletesWithdrawal(admin, platform.url, seeded.userId);
    } finally {
      await browser.close();
    }
    const fundsUrl = new URL(databaseUrl);
    fundsUrl.pathname = `/${prefix}funds`;
    const report: string[] = [];
    expect(await runLedgerVerify({ FUNDS_DATABASE_URL: fundsUrl.toString() }, (line) => report.push(line))).toBe(0);
    expect(report.join('\n')).toMatch(/\d+ journal transactions/);
    expect(report.join('\n')).toMatch(/The ledger holds every invariant\./);
  }, 180_000);
});
