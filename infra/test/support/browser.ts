import { existsSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';

/** Debian's Chromium, never a downloaded one; the flags this machine's closed network needs. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** What every Chromium of the tests and the bench runs with: no sandbox (root in a container), no network of its own. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium not found at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (the CI script does).`,
    );
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_FLAGS] });
}

/** Resolves once React owns the page (App sets html[data-hydrated]); before that a click may be lost. */
export async function waitUntilHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Opens a page and waits until it is hydrated: a server-rendered page shows its controls before its
 * scripts run, and a click then is lost (a button) or reloads the page (a link).
 */
export async function openHydrated(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitUntilHydrated(page);
}

/**
 * Goes to a path inside the web client as its links do (React Router hears the history change): no new
 * document, so no scripts parsed and no hydration again. The page must be hydrated already.
 */
export const navigateInApp = (page: Page, pathname: string): Promise<void> =>
  page.evaluate((target) => {
    window.history.pushState({}, '', target);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, pathname);

/**
 * Scrolls to a section that hydrates when it comes near the viewport (web/src/ui/deferredSection.tsx)
 * and waits until React owns it: until then its inputs are the server's HTML, and input is lost.
 */
export async function scrollToDeferredSection(page: Page, name: string): Promise<void> {
  await page.locator(`[data-deferred-section="${name}"]`).scrollIntoViewIfNeeded();
  await page.locator(`[data-deferred-section="${name}"][data-hydrated]`).waitFor({ state: 'attached' });
}

/**
 * The path of every script the page loads from now on (whose path matches `pattern`), filled in as
 * they come: tests of what is fetched when (code splitting, ADR 0026) read it.
 */
export function recordScripts(page: Page, pattern = /./): string[] {
  const loaded: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (response.request().resourceType() === 'script' && pattern.test(path)) loaded.push(path);
  });
  return loaded;
}

export type SignUpFields = { firstName: string; lastName: string; phone: string; email: string; password: string };

/** Fills step 1 of the sign-up wizard on the open `/signup.html` and submits it. */
export async function submitSignUpForm(page: Page, fields: SignUpFields): Promise<void> {
  await page.getByTestId('signup-first-name').fill(fields.firstName);
  await page.getByTestId('signup-last-name').fill(fields.lastName);
  await page.getByTestId('signup-phone').fill(fields.phone);
  await page.getByTestId('signup-email').fill(fields.email);
  await page.getByTestId('signup-password').fill(fields.password);
  await page.getByTestId('signup-confirm-password').fill(fields.password);
  await page.getByTestId('signup-submit').click();
}
