import type { Browser, Page } from 'playwright-core';
import { operatorResendsPinAndReactivates, operatorSendsThenClearsMessage, superadminManagesAdmins } from './support/back-office-flow';
import { launchChromium } from './support/browser';
import { adminPage } from './support/funds-actors';
import { launchPlatform, type LaunchedPlatform } from './support/launch';

const ROOT = { email: 'office.root@cloudmine.test', password: 'office root password' };

/** The back office in headless Chromium against `npm start`: managing admins and customers' accounts. */
describe('back office (embedded platform, headless Chromium)', () => {
  let platform: LaunchedPlatform;
  let browser: Browser;
  let root: Page;

  beforeAll(async () => {
    platform = await launchPlatform('start', { BOOTSTRAP_ADMIN_EMAIL: ROOT.email, BOOTSTRAP_ADMIN_PASSWORD: ROOT.password });
    browser = await launchChromium();
    root = await adminPage(browser, platform.url, ROOT);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    if (platform) expect(await platform.stop()).toBe(true);
  }, 60_000);

  it('resends a device PIN the admin never sees, and reactivates a deactivated customer', () => operatorResendsPinAndReactivates(root, platform.url), 90_000);
  it('sends a message, and sent empty the message form clears it', () => operatorSendsThenClearsMessage(root, platform.url), 90_000);
  it('lets a superadmin change roles, disable and enable another admin, never themself', () => superadminManagesAdmins(root, platform.url, ROOT), 90_000);
});
