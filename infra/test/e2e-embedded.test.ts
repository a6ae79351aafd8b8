import {
  expectAdminApprovesIdentity,
  expectAdminPanelAndSandbox,
  expectAdminPasswordResetInBrowser,
  expectBadInputRefused,
  expectPasswordResetInBrowser,
  expectPhotoAndEmailPages,
  expectSignUpWizard,
  expectPricingPageLive,
  expectQueryAcrossSubgraphs,
  expectTicksOfTwoSymbolsOnly,
} from './support/platform-flow';
import { expectAdminUsersListDeletes } from './support/admin-users-flow';
import { launchPlatform, type LaunchedPlatform } from './support/launch';
import { emailTokenFrom, pinFrom, resetLinkFrom, startSmtpPeer } from './support/smtp-peer';
import { waitFor } from '@mc/platform/testing';

const ADMIN = { email: 'first.admin@cloudmine.test', password: 'first admin password' };

/** `npm start` in a temporary DATA_DIR: one process, PGlite, the in-process bus. */
describe('embedded platform (npm start)', () => {
  let platform: LaunchedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await launchPlatform('start', {
      SMTP_URL: smtp.url,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    process.stdout.write(`[e2e] embedded platform started in ${(platform.startupMs / 1000).toFixed(1)} s\n`);
  }, 180_000);
  afterAll(async () => {
    if (platform) expect(await platform.stop()).toBe(true);
    await smtp?.stop();
  }, 60_000);

  it('starts within 60 seconds', () => {
    expect(platform.startupMs).toBeLessThan(60_000);
  });
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
  it(
    "shows a customer's address and referral count to an admin, who deletes (deactivates) them from the users list",
    () => expectAdminUsersListDeletes(platform.url, ADMIN),
    90_000,
  );
  it(
    'changes the profile photo and the e-mail on the account pages',
    () =>
      expectPhotoAndEmailPages(
        platform.url,
        (email) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail'),
        (email) => waitFor(() => emailTokenFrom(smtp.received, email), 15_000, 'the e-mail change token'),
      ),
    90_000,
  );
  it(
    'resets a forgotten password from the e-mailed link in the browser',
    () =>
      expectPasswordResetInBrowser(platform.url, (email) =>
        waitFor(() => resetLinkFrom(smtp.received, email), 15_000, 'the reset e-mail'),
      ),
    90_000,
  );
  // The bootstrap admin's password changes here: keep this after every test that signs it in (the restart below does not).
  it(
    'resets a forgotten admin password with the e-mailed token in the browser',
    () =>
      expectAdminPasswordResetInBrowser(platform.url, ADMIN, 'first admin new password', (email) =>
        waitFor(() => resetLinkFrom(smtp.received, email), 15_000, 'the admin reset e-mail'),
      ),
    90_000,
  );

  it('restarts from the same DATA_DIR within 20 seconds', async () => {
    expect(await platform.stop()).toBe(true);
    const restarted = await launchPlatform('start', { DATA_DIR: platform.dataDir });
    try {
      process.stdout.write(`[e2e] embedded platform restarted in ${(restarted.startupMs / 1000).toFixed(1)} s\n`);
      expect(restarted.startupMs).toBeLessThan(20_000);
      await expectQueryAcrossSubgraphs(restarted.url);
    } finally {
      platform = restarted;
    }
  }, 120_000);
});
