import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { CookieJar } from './support/cookie-jar';
import { graphqlAs } from './support/funds-actors';
import { launchChromium } from './support/browser';
import { launchPlatform, type LaunchedPlatform } from './support/launch';
import { fetchDocument, headOf, visibleText, waitUntilInteractive, watchedPage } from './support/prerender-flow';

/** A full public page: its head from content, its text, its state, and no loading skeleton. */
function expectFullPage(html: string, expected: { title: string; text: string }, withState = true) {
  expect(headOf(html).title).toBe(expected.title);
  expect(headOf(html).description?.length).toBeGreaterThan(20);
  expect(visibleText(html)).toContain(expected.text);
  // A signed-in visitor's stand-in page has no state: its "signed out" cache would keep the guest chrome.
  expect(html.includes('<script id="prerendered-state"')).toBe(withState);
  expect(html).not.toContain('data-testid="page-skeleton"');
}

async function contentPage(baseUrl: string, slug: string, language: string) {
  const jar = new CookieJar();
  const data = await graphqlAs(
    baseUrl,
    jar,
    'query ($slug: String!, $language: String!) { page(slug: $slug, language: $language) { title label description body } siteSettings { productName } }',
    { slug, language },
  );
  const page = data.page as { title: string; label: string; description: string; body: string };
  return { ...page, documentTitle: `${page.label} - ${data.siteSettings.productName as string}` };
}

/** Both cores busy for at most `seconds` (the children end themselves should the test not get to). */
function cpuHog(seconds: number): ChildProcess[] {
  const spin = `const end = Date.now() + ${seconds * 1000}; while (Date.now() < end) {}`;
  return [0, 1].map(() => spawn(process.execPath, ['-e', spin], { stdio: 'ignore' }));
}

async function timedFetch(url: string, headers: Record<string, string> = {}) {
  const startedAtMs = Date.now();
  const document = await fetchDocument(url, headers);
  return { ...document, ms: Date.now() - startedAtMs };
}

/**
 * The public pages rendered ahead (ADR 0029). The live render's limit is the lowest the platform takes
 * (100 ms), so that a signed-in visitor's live render gives up and the stored guest page must stand in.
 */
describe('public pages served from the store of pages rendered ahead (npm start)', () => {
  let platform: LaunchedPlatform;
  let browser: Browser;
  let firstHome: Awaited<ReturnType<typeof timedFetch>>;

  beforeAll(async () => {
    platform = await launchPlatform('start', { SSR_TIMEOUT_MS: '100' }, 240_000);
    // The first request after the start, before anything else asks the platform for anything.
    firstHome = await timedFetch(`${platform.url}/`);
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (platform) expect(await platform.stop()).toBe(true);
  }, 60_000);

  it('gives the first request after a cold start the full page', async () => {
    const home = await contentPage(platform.url, 'home', 'en');
    expect(firstHome.status).toBe(200);
    expectFullPage(firstHome.html, { title: home.documentTitle, text: home.title });
    expect(platform.output()).not.toMatch(/InvariantError|serving the SPA shell/);
  });

  it('serves full pages within seconds while both cores are busy', async () => {
    const [home, faq] = await Promise.all([
      contentPage(platform.url, 'home', 'de'),
      contentPage(platform.url, 'faq', 'fr'),
    ]);
    const germanHome = `${platform.url}/?lang=de`;
    const frenchFaq = `${platform.url}/faq.html`;
    const frenchDark = { cookie: 'lang=fr; theme=DARK' };
    // Stored before the load: the fill may not have reached them yet, and a first render under this load
    // is not what is measured here (it took 12 s in a CI run beside another suite).
    await Promise.all([timedFetch(germanHome), timedFetch(frenchFaq, frenchDark)]);
    const hog = cpuHog(90);
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      for (let round = 0; round < 3; round++) {
        const [german, french] = await Promise.all([timedFetch(germanHome), timedFetch(frenchFaq, frenchDark)]);
        expectFullPage(german.html, { title: home.documentTitle, text: home.title });
        expectFullPage(french.html, { title: faq.documentTitle, text: faq.title });
        expect(headOf(french.html)).toMatchObject({ htmlLanguage: 'fr', htmlTheme: 'dark' });
        expect(Math.max(german.ms, french.ms)).toBeLessThan(8_000);
      }
    } finally {
      for (const child of hog) child.kill('SIGKILL');
    }
  }, 120_000);

  it('gives a signed-in visitor whose live render gives up the stored page, never the empty shell', async () => {
    const terms = await contentPage(platform.url, 'terms', 'en');
    // Stored first, by a guest's visit: the fill may not have reached this page yet on a busy machine,
    // and what is checked is the stand-in, not how far the fill got (a CI rehearsal got "Page unavailable").
    await fetchDocument(`${platform.url}/terms.html`);
    const { status, html } = await fetchDocument(`${platform.url}/terms.html`, {
      cookie: 'access_token=expired.or.not',
    });
    expect(status).toBe(200);
    expectFullPage(html, { title: terms.documentTitle, text: terms.title }, false);
  });

  it('shows a text an operator publishes on the stored page once content says so', async () => {
    const admin = JSON.parse(readFileSync(path.join(platform.dataDir, 'initial-admin.json'), 'utf8')) as {
      email: string;
      password: string;
    };
    const jar = new CookieJar();
    await graphqlAs(
      platform.url,
      jar,
      'mutation ($email: String!, $password: String!) { adminSignIn(email: $email, password: $password) { id } }',
      admin,
      true,
    );
    const about = await contentPage(platform.url, 'about', 'es');
    // Stored before the publish (the fill or this request).
    expectFullPage((await fetchDocument(`${platform.url}/about.html?lang=es`)).html, {
      title: about.documentTitle,
      text: about.title,
    });
    const title = `Sobre nosotros ${Date.now()}`;
    await graphqlAs(
      platform.url,
      jar,
      'mutation ($input: PageEditInput!) { editPage(input: $input) { version } }',
      {
        input: {
          slug: 'about',
          language: 'es',
          title,
          label: about.label,
          description: about.description,
          body: about.body,
        },
      },
      true,
    );
    const deadline = Date.now() + 60_000;
    let html = '';
    while (Date.now() < deadline) {
      html = (await fetchDocument(`${platform.url}/about.html?lang=es`)).html;
      if (visibleText(html).includes(title)) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expectFullPage(html, { title: about.documentTitle, text: title });
  }, 90_000);

  it("answers 404 for unknown paths, with the Not Found page, and the shell for the clients' own routes", async () => {
    const unknown = await fetchDocument(`${platform.url}/no-such-page.html?lang=de`);
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain('data-testid="not-found"');
    expect(unknown.html).toContain('data-path="/no-such-page.html"');
    expect(headOf(unknown.html)).toMatchObject({ htmlLanguage: 'de', canonical: null });
    expect((await fetchDocument(`${platform.url}/user/dashboard.html`)).status).toBe(404);
    const admin = await fetchDocument(`${platform.url}/control/no-such`);
    expect(admin.status).toBe(404);
    expect(admin.html).toContain('<div id="root"></div>');
    for (const spaRoute of [
      '/user/index.html',
      '/user/mining/contracts/abc',
      '/signin.html',
      '/control/users/list.html',
    ]) {
      const shell = await fetchDocument(`${platform.url}${spaRoute}`);
      expect({ spaRoute, status: shell.status }).toEqual({ spaRoute, status: 200 });
      expect(shell.html).not.toContain('prerendered-state');
    }
    for (const file of ['/sw.js', '/manifest.webmanifest'])
      expect((await fetch(`${platform.url}${file}`)).status).toBe(200);
  });

  it('hydrates stored pages in both themes and several languages, and the Not Found page, without an error', async () => {
    for (const [url, theme] of [
      ['/faq.html?lang=ru', 'DARK'],
      ['/pricing.html?lang=es', 'LIGHT'],
      ['/?lang=fr', 'DARK'],
      ['/no-such-page.html', 'DARK'],
    ] as const) {
      const { context, page, problems } = await watchedPage(browser);
      try {
        await context.addCookies([{ name: 'theme', value: theme, url: platform.url }]);
        const response = await page.goto(`${platform.url}${url}`);
        await waitUntilInteractive(page);
        await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe(theme.toLowerCase());
        const notFound = url.startsWith('/no-such');
        // Chromium reports the document's own 404 on the console; that one is the point here.
        const errors = problems.filter((problem) => !(notFound && /status of 404/.test(problem)));
        expect({ url, status: response?.status(), errors }).toEqual({ url, status: notFound ? 404 : 200, errors: [] });
      } finally {
        await context.close();
      }
    }
  }, 120_000);
});
