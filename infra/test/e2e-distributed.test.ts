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
import { spawnSync } from 'node:child_process';
import { REPOSITORY_ROOT } from '../src/layout';
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
/** Set by the operator, so one service can be restarted by hand with the secret the others hold. */
const INTERNAL_SECRET = 'an operator-chosen internal secret';

/** `npm run start:distributed`: one process per service against the PostgreSQL server and NATS. */
describe('distributed platform (PostgreSQL + NATS JetStream)', () => {
  let platform: LaunchedPlatform;
  let databaseUrl: string;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  const prefix = `e2e_${randomBytes(3).toString('hex')}_`;
  let seededCustomer: Awaited<ReturnType<typeof seedVerifiedCustomer>> | undefined;

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
      INTERNAL_SECRET,
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
    seededCustomer = seeded;
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
    // As an operator runs it: the same DATABASE_URL and DATABASE_PREFIX the platform was started with.
    const verify = spawnSync('npm', ['run', 'ledger:verify', '--silent'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, DATABASE_URL: databaseUrl, DATABASE_PREFIX: prefix },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(verify.stdout).toContain(`/${prefix}funds`);
    expect(verify.stdout).toMatch(/\d+ journal transactions/);
    expect(verify.stdout).toMatch(/The ledger holds every invariant\./);
    expect(verify.status).toBe(0);
  }, 180_000);

  it('restarts a service killed with SIGKILL, says so, and the restarted one takes the configured secret', async () => {
    const started = /\[supervisor\] funds started \(pid (\d+), port (\d+)\)/.exec(platform.output());
    expect(started).not.toBeNull();
    const [, pid, port] = started!;
    const killedAtMs = Date.now();
    process.kill(Number(pid), 'SIGKILL');
    await waitFor(() => /\[supervisor\] funds restarted \(pid \d+\)/.test(platform.output()), 30_000, 'the restart');
    expect(platform.output()).toMatch(new RegExp(`funds \\(pid ${pid}\\) exited with signal SIGKILL; restarting`));
    const ask = (secret: string) =>
      fetch(`http://127.0.0.1:${port}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-internal-secret': secret },
        body: JSON.stringify({ query: '{ assets { code } }' }),
      });
    const answered = await waitFor(
      async () => {
        const response = await ask(INTERNAL_SECRET).catch(() => undefined);
        return response?.ok ? ((await response.json()) as { data?: { assets: { code: string }[] } }) : undefined;
      },
      60_000,
      'the restarted funds service',
    );
    // Issue 26 asks under 3 s on this machine; the bound leaves room for CI's parallel suites.
    const restartMs = Date.now() - killedAtMs;
    process.stdout.write(`[e2e] funds answered again ${restartMs} ms after its SIGKILL\n`);
    expect(restartMs).toBeLessThan(6_000);
    expect(answered.data?.assets.map((asset) => asset.code)).toContain('USD');
    expect((await ask('not the secret')).ok).toBe(false);
    // And through the edge, as customers reach it.
    await expectQueryAcrossSubgraphs(platform.url);
  }, 120_000);
  /** The pid of a service's current process, as the supervisor last announced it. */
  const currentPid = (service: string) => {
    const announced = [
      ...platform.output().matchAll(new RegExp(`\\[supervisor\\] ${service} (?:started|restarted) \\(pid (\\d+)`, 'g')),
    ];
    return Number(announced.at(-1)![1]);
  };
  /** Frozen, a service takes connections and never answers: the gateway gives up after its timeout. */
  const whileFrozen = async (service: string, check: () => Promise<void>) => {
    const pid = currentPid(service);
    process.kill(pid, 'SIGSTOP');
    try {
      await check();
    } finally {
      process.kill(pid, 'SIGCONT');
    }
  };
  const PARTIAL_QUERY = '{ me { email balances { trading { amount } } miningOverview { at } trades { total } } }';
  const graphqlAsCustomer = async (query: string) => {
    const response = await fetch(`${platform.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: seededCustomer!.jar.header(), origin: platform.url },
      body: JSON.stringify({ query }),
    });
    return (await response.json()) as {
      data?: { me: Record<string, unknown> | null } | null;
      errors?: {
        extensions?: { code?: string; reason?: string; details?: { service?: string; retryAfterMs?: number } };
      }[];
    };
  };

  it.each([
    ['funds', 'balances'],
    ['mining', 'miningOverview'],
    ['trading', 'trades'],
  ])(
    'answers the rest of the customer while %s does not answer, its part null with a retryable error naming it',
    async (service, field) => {
      expect(seededCustomer).toBeDefined();
      await whileFrozen(service, async () => {
        const answer = await graphqlAsCustomer(PARTIAL_QUERY);
        expect(answer.data?.me?.email).toBe(seededCustomer!.email);
        expect(answer.data?.me?.[field]).toBeNull();
        const others = ['balances', 'miningOverview', 'trades'].filter((each) => each !== field);
        for (const other of others) expect(answer.data?.me?.[other]).not.toBeNull();
        expect(answer.errors?.map((error) => error.extensions?.code)).toEqual(['UNAVAILABLE']);
        expect(answer.errors?.[0].extensions).toMatchObject({ reason: 'SERVICE_UNAVAILABLE', details: { service } });
      });
    },
    60_000,
  );

  it('answers the legacy status call with every part it has while funds does not answer', async () => {
    expect(seededCustomer).toBeDefined();
    const status = () => seededCustomer!.jar.call(`${platform.url}/api/users/auth/status`, 'GET');
    const whole = await status();
    expect([whole.status, whole.body.data.email, typeof whole.body.data.trading_balance]).toEqual([
      200,
      seededCustomer!.email,
      'number',
    ]);
    await whileFrozen('funds', async () => {
      const partial = await status();
      expect(partial.status).toBe(200);
      expect(partial.body.errors).toEqual([]);
      expect(partial.body.message).toBe('Part of the account is unavailable for a moment (funds); please try again');
      expect(partial.body.data).toMatchObject({ email: seededCustomer!.email, unavailable: ['funds'] });
      expect(partial.body.data.trading_balance).toBeUndefined();
      // Mining and trading answered: their parts are kept.
      expect(partial.body.data.contracts).toMatchObject({ data: expect.any(Array) });
      expect(Array.isArray(partial.body.data.open_trades)).toBe(true);
    });
  }, 60_000);

  it('keeps the dashboard readable while funds or mining does not answer, and each block comes back by itself', async () => {
    expect(seededCustomer).toBeDefined();
    const browser = await launchChromium();
    try {
      const page = await (await customerContext(browser, platform.url, seededCustomer!.jar)).newPage();
      const admin = await adminPage(browser, platform.url, ADMIN);
      const unavailableIn = (block: string) => page.getByTestId(block).getByTestId('query-unavailable');
      // Funds away: the balances and the mining figures (whose balances funds keeps) wait; the rest is shown.
      // The admin's customer list still lists the customer, their pending counts marked unavailable.
      await whileFrozen('funds', async () => {
        const dashboard = async () => {
          await page.goto(`${platform.url}/user/index.html`);
          await unavailableIn('balances-card').waitFor({ timeout: 30_000 });
          await page.getByTestId('user-greeting').waitFor();
          await page.getByTestId('user-funds-links').waitFor();
        };
        const customerList = async () => {
          // Newest first: the customer seeded above is on the first page.
          await admin.goto(`${platform.url}/control/users/list.html`);
          await admin.getByTestId('users-row-pending-unavailable').first().waitFor({ timeout: 30_000 });
          await admin.getByTestId('query-unavailable').getByText('funds').waitFor();
          await admin.getByText(seededCustomer!.email).waitFor();
        };
        await Promise.all([dashboard(), customerList()]);
      });
      await admin.getByTestId('users-row-pending-unavailable').first().waitFor({ state: 'detached', timeout: 30_000 });
      // Back without a reload: the block retried by itself.
      await page.getByTestId('balance-trading').waitFor({ timeout: 30_000 });
      // Mining away: its dashboard waits; the balances are shown.
      await whileFrozen('mining', async () => {
        await page.goto(`${platform.url}/user/index.html`);
        await unavailableIn('mining-dashboard').waitFor({ timeout: 30_000 });
        await page.getByTestId('balance-trading').waitFor();
      });
      await page.getByTestId('dashboard-tab-ethereum').waitFor({ timeout: 30_000 });
    } finally {
      await browser.close();
    }
  }, 150_000);
});
