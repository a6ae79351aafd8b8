import type { Browser, Page } from 'playwright-core';
import {
  operatorResendsPinAndReactivates,
  operatorSendsThenClearsMessage,
  superadminManagesAdmins,
} from './support/back-office-flow';
import { launchChromium } from './support/browser';
import { adminPage } from './support/funds-actors';
import { LANGUAGES, walkIdentityScreensIn } from './support/languages-flow';
import { launchPlatform, type LaunchedPlatform } from './support/launch';
import { LIGHT_PLATFORM_ENV } from './support/test-platform';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';
import { waitFor } from '@mc/platform/testing';

const ROOT = { email: 'office.root@cloudmine.test', password: 'office root password' };

/**
 * Identity screens in headless Chromium against `npm start`: the customer screens in each of the five
 * languages, and the back office managing admins and customers' accounts.
 */
describe('identity screens and back office (embedded platform, headless Chromium)', () => {
  let platform: LaunchedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  let root: Page;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await launchPlatform('start', {
      ...LIGHT_PLATFORM_ENV,
      SMTP_URL: smtp.url,
      BOOTSTRAP_ADMIN_EMAIL: ROOT.email,
      BOOTSTRAP_ADMIN_PASSWORD: ROOT.password,
    });
    browser = await launchChromium();
    root = await adminPage(browser, platform.url, ROOT);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (platform) expect(await platform.stop()).toBe(true);
    await smtp?.stop();
  }, 60_000);

  it.each(LANGUAGES)(
    'walks sign-in, reset and the whole sign-up wizard in %s, with the PIN e-mailed in it',
    (language) =>
      walkIdentityScreensIn(
        browser,
        platform.url,
        language,
        (email) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail'),
        smtp.received,
      ),
    90_000,
  );

  it(
    'resends a device PIN the admin never sees, and reactivates a deactivated customer',
    () => operatorResendsPinAndReactivates(root, platform.url),
    90_000,
  );
  it(
    'sends a message, and sent empty the message form clears it',
    () => operatorSendsThenClearsMessage(root, platform.url),
    90_000,
  );
  it(
    'lets a superadmin change roles, disable and enable another admin, never themself',
    () => superadminManagesAdmins(root, platform.url, ROOT),
    90_000,
  );
});
