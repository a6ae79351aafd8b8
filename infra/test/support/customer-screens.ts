import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { waitUntilHydrated } from './browser';
import { CookieJar } from './cookie-jar';
import { customerContext, graphqlAs, seedVerifiedCustomer, type Credentials } from './funds-actors';

/** Where screenshots of the screens go when SCREENSHOT_DIR is set (for a person to look at). */
const SCREENSHOT_DIR = process.env.SCREENSHOT_DIR;

export async function keepScreenshot(page: Page, name: string): Promise<void> {
  if (!SCREENSHOT_DIR) return;
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  // From the top, or the sticky top bar is drawn over the middle of a full-page picture.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
}

export async function adminJar(baseUrl: string, admin: Credentials): Promise<CookieJar> {
  const jar = new CookieJar();
  await graphqlAs(
    baseUrl,
    jar,
    'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
    admin,
    true,
  );
  return jar;
}

/** A deposit paid in Bitcoin needs a pool address of that coin: the admin adds one if there is none. */
export async function ensureBitcoinPoolWallet(baseUrl: string, admin: Credentials): Promise<CookieJar> {
  const office = await adminJar(baseUrl, admin);
  const wallets = await graphqlAs(baseUrl, office, '{ wallets { address type } }', {}, true);
  if (!wallets.wallets.some((wallet: { type: string }) => wallet.type === 'BTC'))
    await graphqlAs(
      baseUrl,
      office,
      'mutation { createWallet(address: "bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq", type: BTC) { id } }',
      {},
      true,
    );
  return office;
}

/**
 * A verified customer (identity approved) with `amount` USD of trading money: a trading deposit paid
 * in Bitcoin to a pool address the admin added, confirmed by the admin. Signed in on a new page.
 */
export async function fundedCustomerPage(
  browser: Browser,
  baseUrl: string,
  admin: Credentials,
  readPin: (email: string) => Promise<string>,
  amount: string,
  country?: string,
): Promise<{ page: Page; jar: CookieJar; userId: string }> {
  const seeded = await seedVerifiedCustomer(baseUrl, admin, readPin, undefined, country);
  const office = await ensureBitcoinPoolWallet(baseUrl, admin);
  const made = await graphqlAs(
    baseUrl,
    seeded.jar,
    'mutation ($input: CreateDepositInput!) { createDeposit(input: $input) { id } }',
    { input: { purpose: 'TRADING', cryptoCurrency: 'BTC', amount, currency: 'USD' } },
  );
  await graphqlAs(
    baseUrl,
    office,
    'mutation ($id: ID!) { confirmDeposit(id: $id, transactionReference: "btc-tx-screens") { id } }',
    { id: made.createDeposit.id },
    true,
  );
  const page = await (await customerContext(browser, baseUrl, seeded.jar)).newPage();
  return { page, jar: seeded.jar, userId: seeded.userId };
}

/** Picks a language from the top bar's menu, as a customer does. */
export async function chooseLanguage(page: Page, code: string): Promise<void> {
  // On a server-rendered page the menu shows before it works.
  await waitUntilHydrated(page);
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-${code}`).click();
  await page.getByTestId(`language-${code}`).waitFor({ state: 'hidden' });
  // The texts have switched once the language's catalogue has come (web/src/i18n/index.ts).
  await page.locator(`html[lang="${code}"]`).waitFor({ state: 'attached' });
}

/**
 * A signed-up, device-verified customer who skipped the identity upload (the guard lets them in;
 * withdrawals still need an approved check), signed in on a new page.
 */
export async function skippedIdentityCustomerPage(
  browser: Browser,
  baseUrl: string,
  readPin: (email: string) => Promise<string>,
  firstName = 'Sam',
): Promise<Page> {
  const email = `sam-${Date.now()}@example.com`;
  const jar = new CookieJar();
  await jar.call(`${baseUrl}/api/users`, 'POST', {
    first_name: firstName,
    last_name: 'Skip',
    phone_number: '+44 20 7946 0700',
    email,
    password: 'sam password',
    confirm_password: 'sam password',
  });
  await jar.call(`${baseUrl}/api/users/auth/update/details`, 'PATCH', {
    first_name: firstName,
    last_name: 'Skip',
    country: 'Ireland',
    mobile_number: '+353 1 234 5700',
    currency: 'USD',
  });
  await jar.call(`${baseUrl}/api/users/auth/token/device/verify`, 'POST', {});
  await jar.call(`${baseUrl}/api/users/auth/verify/device`, 'POST', { pin: await readPin(email) });
  await jar.call(`${baseUrl}/api/users/auth/verify/id`, 'PATCH', { action: 1 });
  return (await customerContext(browser, baseUrl, jar)).newPage();
}

/**
 * Holds the page's notification prompt open until the test answers it with `answerNotificationPrompt`:
 * the test sets the browser's real permission meanwhile (as the customer's click in the prompt
 * does), and the page's `Notification.requestPermission()` then resolves with that permission.
 */
export async function holdNotificationPrompt(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const ask = Notification.requestPermission.bind(Notification);
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    Object.assign(window, { answerNotificationPrompt: answer, notificationPromptShown: false });
    Notification.requestPermission = async () => {
      Object.assign(window, { notificationPromptShown: true });
      await answered;
      return ask();
    };
  });
}

/** Resolves the held prompt once the page showed it. */
export async function answerNotificationPrompt(page: Page): Promise<void> {
  await page.waitForFunction(() => (window as unknown as { notificationPromptShown: boolean }).notificationPromptShown);
  await page.evaluate(() => (window as unknown as { answerNotificationPrompt: () => void }).answerNotificationPrompt());
}
