import { mkdirSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { ADMIN_BASENAME, ADMIN_ROUTES, matchesRoute } from '@mc/contracts/src/client-routes';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium } from './support/browser';
import { seedAdminRows, type AdminRows } from './support/admin-rows';
import { adminPage } from './support/funds-actors';
import { pinFrom, startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'widths.root@cloudmine.test', password: 'widths root password' };
const WIDTH = 1280;
const SHOTS_DIR = path.join(os.tmpdir(), 'shots-admin-widths');
/** The screens issue 24 found clipped, kept as screenshots to look at. */
const SHOWN: string[] = [ADMIN_ROUTES.userTrades, ADMIN_ROUTES.adjustmentsList, ADMIN_ROUTES.userDirectUpdate];
/** The guest screens, with the test id of each one's card: a signed-in admin is sent on from them. */
const GUEST_SCREENS: Record<string, string> = {
  [ADMIN_ROUTES.signIn]: 'admin-signin-page',
  [ADMIN_ROUTES.passwordReset]: 'admin-password-page',
};
const GUEST_ROUTES = Object.keys(GUEST_SCREENS);

/** The route pattern a path under /control is an address of. */
const patternOf = (inApp: string) =>
  Object.values(ADMIN_ROUTES).find((pattern) => matchesRoute(pattern, inApp.split('?')[0]));

/**
 * What does not fit across the window once the page's queries have answered: the document's width, and
 * each element whose content is wider than its box and scrolls or is cut there (a table whose last
 * columns, with their buttons, are out of sight until one scrolls sideways).
 */
async function overflowAt(
  page: Page,
  url: string,
  screenTestId = 'admin-shell',
): Promise<{ width: number; clipped: string[] }> {
  await page.goto(url);
  await page.getByTestId(screenTestId).waitFor();
  await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.querySelectorAll('.mantine-Loader-root, [data-loading]').length === 0);
  return page.evaluate(() => {
    const clipped = Array.from(document.querySelectorAll('body *'))
      .filter((element) => {
        const overflowX = getComputedStyle(element).overflowX;
        return overflowX !== 'visible' && overflowX !== 'clip' && element.scrollWidth > element.clientWidth + 1;
      })
      .filter((element) => element.getBoundingClientRect().width > 0)
      .map((element) => {
        const inner = element.querySelector('[data-testid]')?.getAttribute('data-testid') ?? element.className;
        return `${inner}: ${element.scrollWidth} px in ${element.clientWidth}`;
      });
    return { width: document.documentElement.scrollWidth, clipped };
  });
}

/** The in-app addresses of the admin links on the page (under /control). */
function linksOn(page: Page): Promise<string[]> {
  return page.evaluate(
    (basename) =>
      Array.from(document.querySelectorAll('a[href]'))
        .map((anchor) => new URL((anchor as HTMLAnchorElement).href).pathname)
        .filter((pathname) => pathname.startsWith(`${basename}/`))
        .map((pathname) => pathname.slice(basename.length)),
    ADMIN_BASENAME,
  );
}

/**
 * Issue 24, item 19: every admin screen at 1280 px shows all of itself across the window: the document
 * is no wider, and no table hides columns (the "Close at…" button) behind a sideways scroll. The walk
 * opens each route once: the ones without parameters, then an address of each parametrised one found
 * in the links of the pages opened, with seeded rows.
 */
describe('admin screens at 1280 px (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;
  let rows: AdminRows;
  const readPin = (email: string) => waitFor(() => pinFrom(smtp.received, email), 15_000, 'the PIN e-mail');

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-admin-widths-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
    });
    browser = await launchChromium();
  }, 240_000); // Starting every service takes long on a loaded shared machine.
  // The records the screens show, apart from the start, which the limit above is for.
  beforeAll(async () => {
    rows = await seedAdminRows(platform.url, ROOT, readPin);
  }, 180_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  });

  it('opens every admin route without the document growing wider than the window', async () => {
    const page = await adminPage(browser, platform.url, ROOT);
    await page.setViewportSize({ width: WIDTH, height: 900 });
    mkdirSync(SHOTS_DIR, { recursive: true });
    const { userId, tradeId, depositId } = rows;
    // Addresses no screen links to.
    const unlinked = [
      `/users/${userId}/trades/${tradeId}/update-date`,
      `/users/${userId}/trades/create-options`,
      `/deposits/${depositId}/update`,
    ];
    const queue = [
      ...Object.values(ADMIN_ROUTES).filter((pattern) => !pattern.includes(':') && !GUEST_ROUTES.includes(pattern)),
      ...unlinked,
    ];
    const opened = new Map<string, string>();
    const overflows: string[] = [];
    while (queue.length > 0) {
      const inApp = queue.shift()!;
      const pattern = patternOf(inApp);
      if (pattern === undefined || opened.has(pattern) || GUEST_ROUTES.includes(pattern)) continue;
      opened.set(pattern, inApp);
      const { width, clipped } = await overflowAt(page, `${platform.url}${ADMIN_BASENAME}${inApp}`);
      if (width > WIDTH || clipped.length > 0) overflows.push(`${inApp}: document ${width} px; ${clipped.join('; ')}`);
      if (width > WIDTH || clipped.length > 0 || SHOWN.includes(pattern))
        await page.screenshot({ path: path.join(SHOTS_DIR, `${pattern.replace(/[/:]/g, '_')}.png`), fullPage: true });
      queue.push(...(await linksOn(page)));
    }
    expect(overflows).toEqual([]);
    const missed = Object.values(ADMIN_ROUTES).filter(
      (pattern) => !opened.has(pattern) && !GUEST_ROUTES.includes(pattern),
    );
    expect(missed).toEqual([]);
  }, 600_000);

  it('shows the guest screens (sign-in, password reset) whole at 1280 px', async () => {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 } });
    const page = await context.newPage();
    mkdirSync(SHOTS_DIR, { recursive: true });
    const overflows: string[] = [];
    for (const [route, screenTestId] of Object.entries(GUEST_SCREENS)) {
      const { width, clipped } = await overflowAt(page, `${platform.url}${ADMIN_BASENAME}${route}`, screenTestId);
      if (width > WIDTH || clipped.length > 0) overflows.push(`${route}: document ${width} px; ${clipped.join('; ')}`);
      await page.screenshot({ path: path.join(SHOTS_DIR, `guest${route.replace(/[/:.]/g, '_')}.png`) });
    }
    expect(overflows).toEqual([]);
    await context.close();
  }, 120_000);
});
