import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { WEB_APP_ROUTES } from '@mc/contracts/src/client-routes';
import { waitFor } from '@mc/platform/testing';
import { contractsEn } from '../../web/src/i18n/locales/mining/en';
import { contractsFr } from '../../web/src/i18n/locales/mining/fr';
import { calculatorEn } from '../../web/src/i18n/locales/pricing/en';
import { calculatorFr } from '../../web/src/i18n/locales/pricing/fr';
import type { EmbeddedPlatform } from '../src/embedded';
import { navigateInApp, openHydrated, scrollToDeferredSection } from './support/browser';
import { startBrowserStand, type BrowserStand } from './support/browser-stand';
import { CookieJar } from './support/cookie-jar';
import { customerContext, graphqlAs } from './support/funds-actors';
import { fetchDocument, headOf } from './support/prerender-flow';
import { PUBLIC_ROUTES } from './support/public-pages';

const ROOT = { email: 'texts.root@cloudmine.test', password: 'texts root password' };
const SHOTS_DIR = path.join(os.tmpdir(), 'shots-screen-texts');
const LANGUAGES = ['en', 'fr'] as const;
/** An id no record has: a page for one record shows its Not Found state, titled all the same. */
const UNKNOWN_ID = 'b0b0b0b0-0000-4000-8000-000000000000';
const CATALOGUES = {
  en: { contracts: contractsEn, calculator: calculatorEn },
  fr: { contracts: contractsFr, calculator: calculatorFr },
};

/** The public pages, which a guest reads. */
const PUBLIC_PATHS = [...PUBLIC_ROUTES.map((route) => route.path), '/pricing.html'];
/** The app's own pages, which a customer reads (a guest is sent to sign in): an unknown id where one is taken. */
const APP_PATHS = Object.values(WEB_APP_ROUTES).map((route) => `/${route.replace(/:[a-z]+/g, UNKNOWN_ID)}`);

async function keepScreenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`), fullPage: true });
}

/** A sentence of the catalogue as a pattern, its {{values}} any text. */
const sentence = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\\\{\w+\\\}\\\}/g, '.+')}$`);

/**
 * Issue 24, items 22 and 23 in the built web client: every page's title ends with the product's name in
 * English and in French, the pricing page's headings skip no level, a contract before its start day says
 * when it starts, and the calculator's net result carries its sign and says gain or loss.
 */
describe('titles, headings and contract and calculator texts (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let browser: Browser;
  let customer: CookieJar;
  let productName: string;
  let stand: BrowserStand;
  const readPin = (email: string) => stand.readPin(email);

  beforeAll(async () => {
    stand = await startBrowserStand('e2e-screen-texts-', ROOT);
    ({ platform, browser } = stand);
  }, 240_000); // Starting every service takes long on a loaded shared machine.
  // The records the screens show, apart from the start, which the limit above is for.
  beforeAll(async () => {
    customer = await customerWithGrantedContract();
    productName = (await graphqlAs(platform.url, new CookieJar(), '{ siteSettings { productName } }', {})).siteSettings
      .productName;
  }, 180_000);
  afterAll(() => stand?.stop());

  it('titles every page "<label> - <product>" in English and French, for a guest and a customer', async () => {
    const wrong: string[] = [];
    const isTitled = (title: string) => title.endsWith(` - ${productName}`) && title !== ` - ${productName}`;
    // A guest's public pages are titled in the server's render (the client keeps that title).
    for (const language of LANGUAGES)
      for (const pathname of PUBLIC_PATHS) {
        const title = headOf((await fetchDocument(`${platform.url}${pathname}?lang=${language}`)).html).title ?? '';
        if (!isTitled(title)) wrong.push(`guest ${language} ${pathname}: "${title}"`);
      }
    // A customer's pages are titled by the client: loaded once per language, then reached in the app
    // as a link takes the customer there (a full load of each of the 47 took minutes of CI).
    const signedIn = await customerContext(browser, platform.url, customer);
    const page = await signedIn.newPage();
    for (const language of LANGUAGES) {
      await openHydrated(page, `${platform.url}/user/index.html?lang=${language}`);
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' });
      for (const pathname of APP_PATHS) {
        // Through the Not Found page, with the title cleared there: a page that sets no title of its own
        // must not pass with the one before it, even when it redirects to the page shown before.
        await navigateInApp(page, '/user/no-such-page');
        await page.getByTestId('not-found').waitFor();
        await page.evaluate(() => (document.title = ''));
        await navigateInApp(page, pathname);
        const title = await waitFor(
          async () => {
            const shown = await page.title();
            return isTitled(shown) ? shown : undefined;
          },
          10_000,
          'the page title',
        ).catch(() => page.title());
        if (!isTitled(title)) wrong.push(`customer ${language} ${pathname}: "${title}"`);
      }
    }
    expect(wrong).toEqual([]);
    await signedIn.close();
  }, 600_000);

  it.each(LANGUAGES)(
    'keeps the pricing headings in order (axe-core heading-order) in %s',
    async (language) => {
      // The edge's CSP allows only its own scripts; axe-core is injected as an inline one.
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
      const page = await context.newPage();
      await openHydrated(page, `${platform.url}/pricing.html?lang=${language}`);
      await page.locator('main h3').first().waitFor();
      await page.addScriptTag({ path: require.resolve('axe-core/axe.min.js') });
      const result = await page.evaluate(async () => {
        const axe = (window as unknown as { axe: { run: (context: Document, options: object) => Promise<any> } }).axe;
        const { violations, passes } = await axe.run(document, { runOnly: ['heading-order'] });
        return { violations: violations.length as number, checked: passes.length as number };
      });
      const levels = await page
        .locator('main :is(h1, h2, h3, h4, h5, h6)')
        .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
      await keepScreenshot(page, `pricing-${language}`);
      expect({ ...result, first: levels[0] }).toEqual({ violations: 0, checked: 1, first: 1 });
      expect(levels.every((level, index) => index === 0 || level <= levels[index - 1] + 1)).toBe(true);
      await context.close();
    },
    120_000,
  );

  it.each(LANGUAGES)(
    'says "Starts on <day>" for a contract before its start day, in %s',
    async (language) => {
      const context = await customerContext(browser, platform.url, customer);
      const page = await context.newPage();
      await page.goto(`${platform.url}/user/mining/contracts.html?lang=${language}`);
      const status = page.getByTestId('contracts-row').getByTestId('contracts-row-status');
      await status.first().waitFor();
      // The text as written (the badge shows it in capitals).
      await expect(status.first().textContent()).resolves.toMatch(
        sentence(CATALOGUES[language].contracts.statuses.STARTING),
      );
      await keepScreenshot(page, `contracts-starting-${language}`);
      await context.close();
    },
    120_000,
  );

  it.each(LANGUAGES)(
    "shows the calculator's net result with its sign, and says gain or loss, in %s",
    async (language) => {
      const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
      await openHydrated(page, `${platform.url}/?lang=${language}`);
      await scrollToDeferredSection(page, 'calculator');
      const net = page.getByTestId('calculator-net');
      await net.waitFor();
      const sign = await net.getAttribute('data-sign');
      const amount = await page.getByTestId('calculator-net-usd').innerText();
      const texts = CATALOGUES[language].calculator;
      const said = await net.locator('p').last().innerText();
      mkdirSync(SHOTS_DIR, { recursive: true });
      await page
        .getByTestId('mining-calculator')
        .screenshot({ path: path.join(SHOTS_DIR, `calculator-${language}.png`) });
      if (sign === 'loss')
        expect({ amount, said }).toEqual({
          amount: expect.stringMatching(/^−/),
          said: expect.stringMatching(sentence(texts.netLoss)),
        });
      else if (sign === 'gain')
        expect({ amount, said }).toEqual({
          amount: expect.stringMatching(/^\+/),
          said: expect.stringMatching(sentence(texts.netGain)),
        });
      else expect(sign).toBe('even');
      await page.close();
    },
    120_000,
  );

  /** A customer signed up and confirmed through the legacy API, with a contract support granted that starts tomorrow. */
  async function customerWithGrantedContract(): Promise<CookieJar> {
    const api = (route: string) => `${platform.url}/api${route}`;
    const jar = new CookieJar();
    const signedUp = await jar.call(api('/users'), 'POST', {
      first_name: 'Théo',
      last_name: 'Titre',
      phone_number: '+33 1 40 20 50 50',
      email: 'theo@example.com',
      password: 'theo password',
      confirm_password: 'theo password',
    });
    const userId = signedUp.body.data.id as string;
    await jar.call(api('/users/auth/update/details'), 'PATCH', {
      first_name: 'Théo',
      last_name: 'Titre',
      country: 'France',
      mobile_number: '+33 1 40 20 50 51',
      currency: 'EUR',
    });
    // Device confirmed, identity upload skipped: the guard lets the customer in (customer-screens.ts).
    await jar.call(api('/users/auth/token/device/verify'), 'POST', {});
    await jar.call(api('/users/auth/verify/device'), 'POST', { pin: await readPin('theo@example.com') });
    await jar.call(api('/users/auth/verify/id'), 'PATCH', { action: 1 });
    const office = new CookieJar();
    await office.call(api('/admins/auth/signin'), 'POST', ROOT);
    const granted = await graphqlAs(
      platform.url,
      office,
      'mutation ($input: GrantContractInput!) { grantContract(input: $input) { id } }',
      { input: { userId, planId: 'btc-1', powerGhs: '1000', reason: 'Welcome grant for the title test' } },
      true,
    );
    // An operator other than the granting admin approves the grant.
    const operator = { email: 'otto@cloudmine.test', password: 'otto operator password' };
    const input = { ...operator, firstName: 'Otto', lastName: 'Operator', roles: ['OPERATOR'] };
    await graphqlAs(
      platform.url,
      office,
      'mutation ($input: CreateAdminInput!) { createAdmin(input: $input) { id } }',
      { input },
      true,
    );
    const checker = new CookieJar();
    await checker.call(api('/admins/auth/signin'), 'POST', operator);
    await graphqlAs(
      platform.url,
      checker,
      'mutation ($id: ID!) { approveContractGrant(id: $id) { id status } }',
      { id: granted.grantContract.id },
      true,
    );
    return jar;
  }
});
