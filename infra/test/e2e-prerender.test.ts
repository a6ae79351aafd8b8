import { launchChromium, recordScripts, scrollToDeferredSection, waitUntilHydrated } from './support/browser';
import { launchPlatform, type LaunchedPlatform } from './support/launch';
import { LIGHT_PLATFORM_ENV } from './support/test-platform';
import {
  fetchDocument,
  headOf,
  rootWatch,
  visibleText,
  waitUntilInteractive,
  watchedPage,
} from './support/prerender-flow';
import { homePageScripts, HOME_PAGE_JS_BUDGET_BYTES } from '../bench/web-size';
import { PUBLIC_ROUTES } from './support/public-pages';
import type { Browser } from 'playwright-core';

/** The label and description content gives a page, which its head must carry. */
async function contentHead(baseUrl: string, slug: string, language: string) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      query:
        'query ($slug: String!, $language: String!) { page(slug: $slug, language: $language) { title label description sections { title } } siteSettings { productName } }',
      variables: { slug, language },
    }),
  });
  const { data } = (await response.json()) as {
    data: {
      page: { title: string; label: string; description: string; sections: { title: string }[] };
      siteSettings: { productName: string };
    };
  };
  return {
    title: `${data.page.label} - ${data.siteSettings.productName}`,
    description: data.page.description,
    heroTitle: data.page.title,
    sectionTitles: data.page.sections.map((section) => section.title),
  };
}

const LANGUAGES = ['en', 'ru', 'de', 'es', 'fr'];

/** Public pages rendered by the edge (ADR 0024): what crawlers and readers without JavaScript get. */
describe('server-rendered public pages (npm start)', () => {
  let platform: LaunchedPlatform;
  let browser: Browser;

  beforeAll(async () => {
    // The test checks what is rendered, not how fast: a shared test machine may be slower than the 2 s
    // production limit, and a render past it would be served as the SPA shell.
    platform = await launchPlatform('start', { ...LIGHT_PLATFORM_ENV, SSR_TIMEOUT_MS: '20000' });
    browser = await launchChromium();
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    if (platform) expect(await platform.stop()).toBe(true);
  }, 60_000);

  it('renders the home page with its text, title, description, canonical and hreflang links', async () => {
    const { status, html } = await fetchDocument(`${platform.url}/`);
    expect(status).toBe(200);
    const head = headOf(html);
    const fromContent = await contentHead(platform.url, 'home', 'en');
    expect(visibleText(html)).toContain(fromContent.heroTitle);
    expect(head.title).toBe(fromContent.title);
    expect(head.description).toBe(fromContent.description.replace(/'/g, '&#39;'));
    expect(head.canonical).toBe(`${platform.url}/`);
    expect(head.alternates.map((link) => link.hreflang)).toEqual([...LANGUAGES, 'x-default']);
    expect(head.alternates.find((link) => link.hreflang === 'de')?.href).toBe(`${platform.url}/?lang=de`);
    expect(head.htmlLanguage).toBe('en');
  });

  it('renders /pricing.html with the contracts from the graph', async () => {
    const { status, html } = await fetchDocument(`${platform.url}/pricing.html`);
    expect(status).toBe(200);
    expect(visibleText(html)).toContain('Cloud mining contracts');
    expect(html).toContain('data-testid="plan-card"');
    const head = headOf(html);
    const fromContent = await contentHead(platform.url, 'pricing', 'en');
    expect(head.title).toBe(fromContent.title);
    expect(head.description).toBe(fromContent.description.replace(/'/g, '&#39;'));
    expect(head.canonical).toBe(`${platform.url}/pricing.html`);
    expect(head.alternates).toHaveLength(6);
  });

  it('renders in the language of ?lang=, else the lang cookie, else Accept-Language', async () => {
    const byQuery = headOf((await fetchDocument(`${platform.url}/pricing.html?lang=de`)).html);
    expect(byQuery.htmlLanguage).toBe('de');
    expect(byQuery.canonical).toBe(`${platform.url}/pricing.html?lang=de`);
    const byCookie = await fetchDocument(`${platform.url}/pricing.html`, { cookie: 'lang=fr; theme=DARK' });
    expect(headOf(byCookie.html)).toMatchObject({ htmlLanguage: 'fr', htmlTheme: 'dark' });
    const byHeader = await fetchDocument(`${platform.url}/`, { 'accept-language': 'xx, es-MX;q=0.8, en;q=0.5' });
    expect(headOf(byHeader.html).htmlLanguage).toBe('es');
  });

  it('renders a legal text and an article in the language asked, every section of the text in the page', async () => {
    for (const [path, slug] of [
      ['/terms.html', 'terms'],
      ['/monero-mining.html', 'monero-mining'],
    ]) {
      const { status, html } = await fetchDocument(`${platform.url}${path}?lang=de`);
      expect(status).toBe(200);
      const fromContent = await contentHead(platform.url, slug, 'de');
      expect(headOf(html)).toMatchObject({ htmlLanguage: 'de', title: fromContent.title });
      const text = visibleText(html);
      for (const title of [fromContent.heroTitle, ...fromContent.sectionTitles]) expect(text).toContain(title);
    }
  });

  it('serves robots.txt that keeps crawlers out of the private areas and names the site map', async () => {
    const response = await fetch(`${platform.url}/robots.txt`);
    const text = await response.text();
    expect(response.headers.get('content-type')).toContain('text/plain');
    for (const rule of ['Disallow: /user/', 'Disallow: /control/', 'Disallow: /api/', 'Disallow: /graphql'])
      expect(text).toContain(rule);
    expect(text).toContain(`Sitemap: ${platform.url}/sitemap.xml`);
  });

  it('serves sitemap.xml with every page in every language and its alternates', async () => {
    const response = await fetch(`${platform.url}/sitemap.xml`);
    const xml = await response.text();
    expect(response.status).toBe(200);
    expect(xml).toContain(`<loc>${platform.url}/pricing.html?lang=de</loc>`);
    expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${platform.url}/pricing.html?lang=fr"/>`);
    expect(xml).toMatch(/<lastmod>\d{4}-\d\d-\d\d/);
  });

  it('takes over the prerendered page in Chromium without a flash, errors or hydration warnings', async () => {
    const { heroTitle } = await contentHead(platform.url, 'home', 'en');
    const { context, page, problems } = await watchedPage(browser);
    try {
      await page.goto(`${platform.url}/`, { waitUntil: 'commit' });
      await page.getByText(heroTitle).first().waitFor();
      await waitUntilInteractive(page);
      await expect(page.getByText(heroTitle).first().isVisible()).resolves.toBe(true);
      expect(await rootWatch(page)).toEqual({ hadContent: true, emptiedAfterContent: false });
      await expect(page.title()).resolves.toMatch(/ - CloudMine$/);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('keeps the chosen language and theme on the next page and after a reload, rendered so by the server', async () => {
    const { context, page, problems } = await watchedPage(browser);
    try {
      await page.goto(`${platform.url}/`);
      await waitUntilInteractive(page);
      await page.getByTestId('language-menu').click();
      await page.getByTestId('language-de').click();
      await page.getByTestId('theme-menu').click();
      await page.getByTestId('theme-DARK').click();
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');

      // A full load of another page: the server reads the cookies the client wrote.
      const next = await page.goto(`${platform.url}/pricing.html`);
      expect(headOf((await next?.text()) ?? '')).toMatchObject({ htmlLanguage: 'de', htmlTheme: 'dark' });
      await waitUntilInteractive(page);
      await expect(page.locator('html').getAttribute('data-theme')).resolves.toBe('dark');

      const reloaded = await page.reload();
      expect(headOf((await reloaded?.text()) ?? '')).toMatchObject({ htmlLanguage: 'de', htmlTheme: 'dark' });
      await waitUntilInteractive(page);
      await expect(page.locator('html').getAttribute('lang')).resolves.toBe('de');
      expect(await rootWatch(page)).toEqual({ hadContent: true, emptiedAfterContent: false });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('remembers ?lang= in the client', async () => {
    const { context, page } = await watchedPage(browser);
    try {
      await page.goto(`${platform.url}/?lang=fr`);
      await waitUntilInteractive(page);
      const next = await page.goto(`${platform.url}/pricing.html`);
      expect(headOf((await next?.text()) ?? '').htmlLanguage).toBe('fr');
    } finally {
      await context.close();
    }
  }, 60_000);

  it('keeps the home page JavaScript (gzip) under its 200 KB budget, every other route split off', () => {
    const totalBytes = homePageScripts().reduce((sum, script) => sum + script.gzipBytes, 0);
    expect(totalBytes).toBeLessThan(HOME_PAGE_JS_BUDGET_BYTES);
    expect(homePageScripts().some((script) => /TradingPage|StatementPage|grid-chart/.test(script.file))).toBe(false);
  });

  it('loads no script on the home page beyond those the size budget counts', async () => {
    const listed = homePageScripts().map((script) => `/${script.file}`);
    const { context, page } = await watchedPage(browser);
    try {
      const loaded = recordScripts(page);
      // Loaded and idle, before any input (the first input fetches the other languages' catalogues).
      await page.goto(`${platform.url}/`, { waitUntil: 'networkidle' });
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.filter((file) => !listed.includes(file))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('hydrates the sections under the fold only when the visitor comes near them, without a mismatch', async () => {
    const { context, page, problems } = await watchedPage(browser);
    try {
      const loaded = recordScripts(page);
      await page.goto(`${platform.url}/`, { waitUntil: 'networkidle' });
      await waitUntilHydrated(page);
      const calculator = page.locator('[data-deferred-section="calculator"]');
      await expect(calculator.getAttribute('data-hydrated')).resolves.toBeNull();
      expect(loaded.filter((file) => /MiningCalculator|NumberInput/.test(file))).toEqual([]);
      // The server's calculator is on the page meanwhile, with its figures.
      const amount = page.getByTestId('calculator-amount');
      const power = page.getByTestId('calculator-power');
      await expect(amount.inputValue()).resolves.toBe('9,500');
      const powerAtDefault = await power.inputValue();
      // Hydration adopts the server's elements: one replaced (a loader shown meanwhile) would lose the mark.
      await amount.evaluate((input) => input.setAttribute('data-server-element', 'true'));

      await scrollToDeferredSection(page, 'calculator');
      await expect(amount.getAttribute('data-server-element')).resolves.toBe('true');
      expect(loaded.filter((file) => /MiningCalculator/.test(file))).toHaveLength(1);
      await amount.fill('19000');
      await page.waitForFunction(
        (before) => (document.querySelector('[data-testid="calculator-power"]') as HTMLInputElement).value !== before,
        powerAtDefault,
      );
      for (const section of ['contracts', 'faq']) await scrollToDeferredSection(page, section);
      expect(await rootWatch(page)).toEqual({ hadContent: true, emptiedAfterContent: false });
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('hydrates every public route without an error, a hydration mismatch or a second fetch of its data', async () => {
    const { context, page, problems } = await watchedPage(browser);
    try {
      const refetched: string[] = [];
      page.on('request', (request) => {
        // The server render's cache answers the first render: a query sent at load means it was missing.
        // The contract cards ask again on purpose (cache-and-network: capacity and estimates change).
        const operation = request.method() === 'POST' && request.url().endsWith('/graphql') && request.postDataJSON();
        if (operation && operation.operationName !== 'PricingPlans')
          refetched.push(`${new URL(page.url()).pathname} ${operation.operationName}`);
      });
      for (const route of [...PUBLIC_ROUTES, { path: '/pricing.html' }]) {
        await page.goto(`${platform.url}${route.path}`, { waitUntil: 'networkidle' });
        await waitUntilHydrated(page);
        expect({ route: route.path, problems }).toEqual({ route: route.path, problems: [] });
      }
      expect(refetched).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
