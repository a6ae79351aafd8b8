import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import type { Browser, Page } from 'playwright-core';
import { waitFor } from '@mc/platform/testing';
import type { EmbeddedPlatform } from '../src/embedded';
import { startTestPlatform } from './support/test-platform';
import { launchChromium, navigateInApp, openHydrated } from './support/browser';
import { adminJar, chooseLanguage, keepScreenshot } from './support/customer-screens';
import { graphqlAs } from './support/funds-actors';
import {
  expectCount,
  graphArticleCount,
  graphFaq,
  graphPage,
  isScrolledTo,
  PUBLIC_ROUTES,
  seriousAxeViolations,
  SITE_LANGUAGES,
  type GraphPage,
  type PublicRoute,
} from './support/public-pages';
import { fetchDocument, headOf, visibleText } from './support/prerender-flow';
import { startSmtpPeer } from './support/smtp-peer';

const ROOT = { email: 'pages.root@cloudmine.test', password: 'pages root password' };
/** The languages whose pages are kept as pictures for a person to look at (SCREENSHOT_DIR). */
const PICTURED_LANGUAGES: string[] = ['en', 'ru'];
/** The home accordion shows the general FAQ's first six questions. */
const HOME_FAQ_ENTRIES = 6;

/** What every route shows of its graph page, beyond the text itself. */
async function expectPageShown(page: Page, baseUrl: string, route: PublicRoute, shown: GraphPage, language: string) {
  await page.getByTestId('page-title').filter({ hasText: shown.title }).waitFor();
  if (route.kind === 'HOME') {
    for (const section of shown.sections) {
      await page
        .locator(`[data-testid="home-block"][data-key="${section.key}"] h2`, { hasText: section.title })
        .waitFor();
    }
    const faq = await graphFaq(baseUrl, 'general', language);
    await expectCount(page.getByTestId('faq-entry'), Math.min(HOME_FAQ_ENTRIES, faq.length), 'the home FAQ entries');
    await page.getByTestId('pricing-block').waitFor();
    await page.getByTestId('mining-calculator').waitFor();
    return;
  }
  await waitFor(
    async () => ((await page.title()).startsWith(`${shown.label} - `) ? true : undefined),
    10_000,
    `the document title of ${route.path}`,
  );
  if (route.kind === 'LEGAL') await expectCount(page.getByTestId('legal-toc-link'), shown.sections.length, 'TOC');
  if (route.kind === 'ARTICLE') {
    const articles = await graphArticleCount(baseUrl, language);
    await expectCount(page.getByTestId('other-article'), articles - 1, 'the other articles');
  }
  if (route.slug === 'faq' || route.slug === 'referral-faq') {
    const group = route.slug === 'faq' ? 'general' : 'referral';
    await expectCount(page.getByTestId('faq-entry'), (await graphFaq(baseUrl, group, language)).length, 'FAQ');
  }
  if (route.slug === 'referral-faq') await page.getByTestId('support-email').waitFor();
  if (route.slug === 'about') await page.getByTestId('data-centre').first().waitFor();
}

/** The route's page as the graph publishes it in `language`; every route has one in every language. */
async function publishedPage(baseUrl: string, route: PublicRoute, language: string): Promise<GraphPage> {
  const shown = await graphPage(baseUrl, route.slug, language);
  expect({ route: route.path, language, published: shown !== null }).toEqual({
    route: route.path,
    language,
    published: true,
  });
  return shown!;
}

/** Markup text as read: the entities React writes for quotes, ampersands and angle brackets decoded. */
const decoded = (markup: string) =>
  markup
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The markup elements with this test id in a server-rendered document. */
const countOf = (html: string, testId: string) => html.split(`data-testid="${testId}"`).length - 1;

/** What expectPageShown sees in the browser, read in the server's render of the page. */
async function expectPageRendered(
  html: string,
  baseUrl: string,
  route: PublicRoute,
  shown: GraphPage,
  language: string,
) {
  const text = decoded(visibleText(html));
  const where = `${route.path} in ${language}`;
  expect({ where, lang: headOf(html).htmlLanguage }).toEqual({ where, lang: language });
  expect({ where, hasTitle: text.includes(shown.title) }).toEqual({ where, hasTitle: true });
  if (route.kind === 'HOME') {
    for (const section of shown.sections)
      expect({ where, section: section.key, shown: text.includes(section.title) }).toMatchObject({ shown: true });
    const faq = await graphFaq(baseUrl, 'general', language);
    expect({ where, entries: countOf(html, 'faq-entry') }).toEqual({
      where,
      entries: Math.min(HOME_FAQ_ENTRIES, faq.length),
    });
    return;
  }
  const title = decoded(headOf(html).title ?? '');
  expect({ where, title }).toEqual({ where, title: expect.stringMatching(new RegExp(`^${escaped(shown.label)} - `)) });
  if (route.kind === 'LEGAL')
    expect({ where, toc: countOf(html, 'legal-toc-link') }).toEqual({ where, toc: shown.sections.length });
  if (route.kind === 'ARTICLE') {
    const articles = await graphArticleCount(baseUrl, language);
    expect({ where, others: countOf(html, 'other-article') }).toEqual({ where, others: articles - 1 });
  }
  if (route.slug === 'faq' || route.slug === 'referral-faq') {
    const group = route.slug === 'faq' ? 'general' : 'referral';
    const entries = (await graphFaq(baseUrl, group, language)).length;
    expect({ where, entries: countOf(html, 'faq-entry') }).toEqual({ where, entries });
  }
}

/**
 * The public pages of the web client against the content graph (texts of services/content/texts, or
 * CONTENT_TEXTS_DIR): every route in five languages, the FAQ accordion, the legal table of contents,
 * the contact form through to the admin inbox, Not Found, and axe-core on every public page.
 */
describe('public content pages (embedded platform, headless Chromium)', () => {
  let platform: EmbeddedPlatform;
  let smtp: Awaited<ReturnType<typeof startSmtpPeer>>;
  let browser: Browser;

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    platform = await startTestPlatform({
      dataDir: mkdtempSync(path.join(os.tmpdir(), 'e2e-public-pages-')),
      port: 0,
      logger: pino({ level: 'silent' }),
      smtpUrl: smtp.url,
      bootstrapAdmin: ROOT,
      contentTextsDir: process.env.CONTENT_TEXTS_DIR,
    });
    browser = await launchChromium();
    // Five languages of every text are loaded and rendered before the content service answers.
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await platform?.stop();
    await smtp?.stop();
  });

  it.each(PICTURED_LANGUAGES)(
    'every public route shows its text from the graph in %s, in the browser',
    async (language) => {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await openHydrated(page, `${platform.url}/`);
      if (language !== 'en') await chooseLanguage(page, language);
      // From page to page as a visitor's clicks go: each document's own load is e2e-prerender's.
      for (const route of PUBLIC_ROUTES) {
        const shown = await publishedPage(platform.url, route, language);
        // The home page's lower sections are drawn near the viewport when the client draws it: it is loaded.
        if (route.kind === 'HOME') await page.goto(`${platform.url}${route.path}`);
        else await navigateInApp(page, route.path);
        await expectPageShown(page, platform.url, route, shown, language);
        if (['HOME', 'LEGAL', 'PAGE'].includes(route.kind))
          await keepScreenshot(page, `public-${route.slug}-${language}`);
      }
      const article = PUBLIC_ROUTES.find((route) => route.slug === 'bitcoin-mining')!;
      await navigateInApp(page, article.path);
      await expectPageShown(
        page,
        platform.url,
        article,
        await publishedPage(platform.url, article, language),
        language,
      );
      await keepScreenshot(page, `public-bitcoin-mining-${language}`);
      await context.close();
    },
    600_000,
  );

  /*
   * The other three languages are read in the server's render of each page, the markup the browser
   * hydrates without a mismatch (e2e-prerender): the same texts, counted in the same elements, for a
   * fifth of the CPU of a browser's visit (CI time).
   */
  it.each(SITE_LANGUAGES.filter((language) => !PICTURED_LANGUAGES.includes(language)))(
    'every public route is rendered with its text from the graph in %s',
    async (language) => {
      for (const route of PUBLIC_ROUTES) {
        const shown = await publishedPage(platform.url, route, language);
        const { status, html } = await fetchDocument(`${platform.url}${route.path}?lang=${language}`);
        expect({ route: route.path, status }).toEqual({ route: route.path, status: 200 });
        await expectPageRendered(html, platform.url, route, shown, language);
      }
    },
    300_000,
  );

  it('follows a language change without a reload', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/terms.html`);
    const english = (await graphPage(platform.url, 'terms', 'en'))!;
    const german = (await graphPage(platform.url, 'terms', 'de'))!;
    await page.getByTestId('page-title').filter({ hasText: english.title }).waitFor();
    await chooseLanguage(page, 'de');
    await page.getByTestId('page-title').filter({ hasText: german.title }).waitFor();
    await expect(page.getByTestId('legal-toc').locator('h2').innerText()).resolves.toMatch(/inhalt/i);
    await page.close();
  });

  it('opens and closes a FAQ answer by click and by keyboard', async () => {
    const page = await browser.newPage();
    await openHydrated(page, `${platform.url}/faq.html`);
    const questions = page.getByTestId('faq-question');
    await questions.first().waitFor();
    const first = questions.first();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('false');
    await first.click();
    await expect(first.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.getByTestId('faq-answer').first().waitFor({ state: 'visible' });
    await first.click();
    await waitFor(
      async () => ((await first.getAttribute('aria-expanded')) === 'false' ? true : undefined),
      5_000,
      'closed',
    );

    const second = questions.nth(1);
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('true');
    await page.keyboard.press('Space');
    await expect(second.getAttribute('aria-expanded')).resolves.toBe('false');
    // Arrow keys move between the questions (WAI-ARIA accordion).
    await page.keyboard.press('ArrowUp');
    await expect(first.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.close();
  });

  it('jumps to a legal section from the table of contents and from an address with its anchor', async () => {
    const terms = (await graphPage(platform.url, 'terms', 'en'))!;
    expect(terms.sections.length).toBeGreaterThan(2);
    const target = terms.sections.at(-1)!;
    const page = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    await openHydrated(page, `${platform.url}/terms.html`);
    await page.locator(`[data-testid="legal-toc-link"][data-key="${target.key}"]`).click();
    await page.waitForURL(`**/terms.html#${target.key}`);
    await waitFor(async () => ((await isScrolledTo(page.locator(`#${target.key}`))) ? true : undefined), 5_000, 'jump');
    // The TOC stays on screen beside the text (sticky on wide screens).
    await expect(isScrolledTo(page.getByTestId('legal-toc'))).resolves.toBe(true);

    const loaded = await browser.newPage({ viewport: { width: 1280, height: 700 } });
    await loaded.goto(`${platform.url}/terms.html#${target.key}`);
    await waitFor(
      async () => ((await isScrolledTo(loaded.locator(`#${target.key}`))) ? true : undefined),
      10_000,
      'load',
    );
    await page.close();
    await loaded.close();
  });

  it('checks the contact form, sends it in the visitor’s language, and an admin reads it', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/about.html`);
    await chooseLanguage(page, 'fr');
    const form = page.getByTestId('contact-form');
    await form.waitFor();
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('error-box').waitFor();
    for (const field of ['name', 'email', 'phone', 'subject'])
      await expect(page.getByTestId(`contact-${field}`).getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('contact-body').getAttribute('aria-invalid')).resolves.not.toBe('true');
    await keepScreenshot(page, 'public-contact-errors-fr');

    const email = `visitor-${Date.now()}@example.com`;
    await page.getByTestId('contact-name').fill('Camille Martin');
    await page.getByTestId('contact-email').fill('camille@');
    await page.getByTestId('contact-phone').fill('+33 1 23 45 67 89');
    await page.getByTestId('contact-subject').fill('Paiement du contrat');
    await page.getByTestId('contact-submit').click();
    await expect(page.getByTestId('contact-email').getAttribute('aria-invalid')).resolves.toBe('true');
    await expect(page.getByTestId('contact-name').getAttribute('aria-invalid')).resolves.not.toBe('true');
    // The subject shows the subject, not the e-mail (the old form's defect).
    await expect(page.getByTestId('contact-subject').inputValue()).resolves.toBe('Paiement du contrat');

    await page.getByTestId('contact-email').fill(email);
    await page.getByTestId('contact-body').fill('Quand arrive le premier paiement ?');
    await page.getByTestId('contact-submit').click();
    await page.getByTestId('success-box').filter({ hasText: email }).waitFor();
    await keepScreenshot(page, 'public-contact-sent-fr');

    const admin = await adminJar(platform.url, ROOT);
    const inbox = await graphqlAs(
      platform.url,
      admin,
      'query ($search: String) { contactMessages(search: $search) { items { name email phone subject body language } } }',
      { search: email },
      true,
    );
    expect(inbox.contactMessages.items).toEqual([
      {
        name: 'Camille Martin',
        email,
        phone: '+33 1 23 45 67 89',
        subject: 'Paiement du contrat',
        body: 'Quand arrive le premier paiement ?',
        language: 'fr',
      },
    ]);
    await page.close();
  });

  it('says Resource Not Found for an article that does not exist', async () => {
    const page = await browser.newPage();
    await page.goto(`${platform.url}/unobtainium-mining.html`);
    await page.getByTestId('not-found').getByText('Resource Not Found').waitFor();
    await page.close();
  });

  it('keeps a dark page dark from its first byte through hydration', async () => {
    const context = await browser.newContext();
    await context.addCookies([{ name: 'theme', value: 'DARK', url: platform.url }]);
    // Every scheme <html> is given, from before the page's own scripts run: each change's old value,
    // so a scheme that lasted only until the next change in the same task is seen too.
    await context.addInitScript(() => {
      const seen: (string | null)[] = [];
      (window as unknown as { schemesSeen: typeof seen }).schemesSeen = seen;
      // The document, not <html>: an init script runs before <html> exists.
      new MutationObserver((records) => seen.push(...records.map((record) => record.oldValue))).observe(document, {
        subtree: true,
        attributes: true,
        attributeOldValue: true,
        attributeFilter: ['data-mantine-color-scheme'],
      });
    });
    const page = await context.newPage();
    for (const pathname of ['/about.html', '/dogecoin-mining.html', '/signin.html']) {
      await openHydrated(page, `${platform.url}${pathname}`);
      const schemes = await page.evaluate(() => ({
        served: document.documentElement.getAttribute('data-mantine-color-scheme'),
        seen: (window as unknown as { schemesSeen: (string | null)[] }).schemesSeen,
      }));
      expect({
        pathname,
        served: schemes.served,
        light: schemes.seen.filter((scheme) => scheme !== null && scheme !== 'dark'),
      }).toEqual({
        pathname,
        served: 'dark',
        light: [],
      });
    }
    await context.close();
  });

  it('has no serious or critical axe-core findings on the public pages, sign-in and sign-up, light and dark', async () => {
    const paths = [...PUBLIC_ROUTES.map((route) => route.path), '/pricing.html', '/signin.html', '/signup.html'];
    // The edge's CSP allows only its own scripts; axe-core is injected as an inline one.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    const findings: Record<string, unknown> = {};
    for (const theme of ['light', 'dark']) {
      await openHydrated(page, `${platform.url}/`);
      if (theme === 'dark') {
        await page.getByTestId('theme-menu').click();
        await page.getByTestId('theme-DARK').click();
      }
      for (const pathname of paths) {
        await page.goto(`${platform.url}${pathname}`);
        await page.locator('main h1, main form').first().waitFor();
        // The texts and the accordion are in: no skeleton is left to check.
        await waitFor(
          async () => ((await page.locator('[data-testid$="skeleton"]').count()) === 0 ? true : undefined),
          15_000,
          'loaded',
        );
        const violations = await seriousAxeViolations(page);
        if (violations.length > 0) findings[`${theme} ${pathname}`] = violations;
      }
    }
    expect(findings).toEqual({});
    await context.close();
  }, 300_000);
});
