import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/layout';
import pino from 'pino';
import { isAdminRoute, isWebAppRoute } from '@mc/contracts/src/client-routes';
import { GuestPageStore, isGuestRequest, type PageAddress, type PageRender } from '../src/prerender/guest-page-store';
import { composeDocument } from '../src/prerender/page-renderer';
import { isServerRenderedPath, SERVER_RENDERED_PATHS } from '../src/prerender/public-pages';
import { languageFromAcceptLanguage, requestLanguage, requestTheme } from '../src/prerender/request-preferences';
import { renderRobots, renderSitemap } from '../src/prerender/seo-files';
import { fillOrder, refreshForText } from '../src/prerender/store-refresh';

const requestWith = (headers: Record<string, string>) => ({ headers }) as unknown as IncomingMessage;
const url = (pathAndQuery: string) => new URL(pathAndQuery, 'http://127.0.0.1:3000');

describe('the language and theme of a server render', () => {
  it('takes ?lang= first, then the lang cookie, then Accept-Language, then English', () => {
    const everything = requestWith({ cookie: 'a=1; lang=fr', 'accept-language': 'es' });
    expect(requestLanguage(everything, url('/faq.html?lang=de'))).toBe('de');
    expect(requestLanguage(everything, url('/faq.html'))).toBe('fr');
    expect(requestLanguage(requestWith({ 'accept-language': 'es' }), url('/'))).toBe('es');
    expect(requestLanguage(requestWith({}), url('/'))).toBe('en');
  });

  it('ignores languages the site does not have, wherever they come from', () => {
    const request = requestWith({ cookie: 'lang=it', 'accept-language': 'it' });
    expect(requestLanguage(request, url('/?lang=xx'))).toBe('en');
  });

  it('reads Accept-Language by weight and region-free', () => {
    expect(languageFromAcceptLanguage('it, de-CH;q=0.5, ru;q=0.9')).toBe('ru');
    expect(languageFromAcceptLanguage('fr-CA')).toBe('fr');
    expect(languageFromAcceptLanguage('de;q=0, es;q=0.1')).toBe('es');
    expect(languageFromAcceptLanguage(undefined)).toBeNull();
  });

  it('renders DARK only for the theme cookie DARK', () => {
    expect(requestTheme(requestWith({ cookie: 'theme=DARK' }))).toBe('DARK');
    expect(requestTheme(requestWith({ cookie: 'theme=purple' }))).toBe('LIGHT');
    expect(requestTheme(requestWith({}))).toBe('LIGHT');
  });
});

const nginxConfig = () => readFileSync(path.join(REPOSITORY_ROOT, 'infra', 'nginx', 'nginx.conf'), 'utf8');

/** The directives of one location of nginx.conf, named as after `location ` (none of those read nests blocks). */
const nginxLocation = (config: string, name: string) =>
  new RegExp(`\\n {4}location ${name.replace(/[/.@]/g, '\\$&')} \\{\\n([^}]*)\\}`).exec(config)?.[1];

describe('the server-rendered paths', () => {
  it('are the public pages only, with the twelve mining articles', () => {
    expect(SERVER_RENDERED_PATHS).toHaveLength(23);
    expect(isServerRenderedPath('/bitcoin-cash-mining.html')).toBe(true);
    expect(isServerRenderedPath('/user/index.html')).toBe(false);
    expect(isServerRenderedPath('/signin.html')).toBe(false);
  });

  it('are the ones nginx sends to the render process in the container layout', () => {
    const config = nginxConfig();
    const pattern = /location ~ (\^\/\(index\\\.html[^ ]+) \{\n\s+proxy_pass http:\/\/web_render;/.exec(config)?.[1];
    expect(pattern).toBeDefined();
    const routed = new RegExp(pattern!);
    for (const pagePath of SERVER_RENDERED_PATHS) expect(routed.test(pagePath)).toBe(true);
    for (const other of ['/sitemap.xml', '/robots.txt']) expect(routed.test(other)).toBe(true);
    for (const other of ['/signin.html', '/user/index.html', '/assets/index.js', '/sw.js', '/x-mining.html'])
      expect(routed.test(other)).toBe(false);
  });
});

describe('the nginx edge of the container layout', () => {
  it('sends a path that is no file of the build to the render process, and serves the shell only when that is down', () => {
    const config = nginxConfig();
    // The render process answers a web client route with the shell and anything else 404 (web-render.test.ts).
    const rest = nginxLocation(config, '/');
    expect(rest).toMatch(/^\s*try_files \$uri @web_render;\s*$/);
    expect(rest).not.toContain('index.html');
    const render = nginxLocation(config, '@web_render');
    expect(render).toMatch(/proxy_pass http:\/\/web_render;/);
    expect(render).toMatch(/proxy_intercept_errors on;\s+error_page 502 503 504 = @spa_shell;/);
    expect(nginxLocation(config, '@spa_shell')).toMatch(/try_files \/index\.html =404;/);
    // The admin client's unknown paths stay with its own shell.
    expect(nginxLocation(config, '/control/')).toMatch(/try_files \$uri \/control\/index\.html;/);
  });
});

describe('sitemap.xml and robots.txt', () => {
  const entries = [
    { path: '/faq.html', languages: ['en', 'de', 'xx'], lastModified: '2026-11-20T10:00:00.000Z' },
    { path: '/', languages: ['ru'], lastModified: '2026-11-21T00:00:00.000Z' },
  ];

  it('lists every path in every language it exists in, each with its alternates and last modification', () => {
    const xml = renderSitemap('https://cloudmine.example', entries);
    expect(xml.match(/<url>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://cloudmine.example/faq.html?lang=de</loc>');
    expect(xml).toContain('<loc>https://cloudmine.example/faq.html</loc>');
    expect(xml).toContain('<lastmod>2026-11-20T10:00:00.000Z</lastmod>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://cloudmine.example/faq.html"/>',
    );
    expect(xml).not.toContain('lang=xx');
    // A page without English has no x-default.
    const russianOnly = xml.slice(xml.indexOf('<loc>https://cloudmine.example/?lang=ru</loc>'));
    expect(russianOnly).not.toContain('x-default');
  });

  it('keeps crawlers out of the private areas and names the site map', () => {
    const robots = renderRobots('https://cloudmine.example');
    expect(robots).toContain('Disallow: /user/\nDisallow: /control/\nDisallow: /api/\nDisallow: /graphql');
    expect(robots).toContain('Sitemap: https://cloudmine.example/sitemap.xml');
  });
});

describe('the rendered document', () => {
  const template =
    '<!doctype html>\n<html lang="en" data-theme="light">\n<head><title></title></head>\n<body><div id="root"></div></body></html>';

  it('puts the markup in #root, the head tags in place of the title and the state after #root', () => {
    const stateJson = '{"language":"de","theme":"LIGHT","apolloCache":{"a":"\\"theme\\":\\"LIGHT\\""}}';
    const rendered = {
      status: 200 as const,
      appHtml: '<main>$& text</main>',
      headHtml: '<title>FAQ</title>',
      stateJson,
    };
    const html = composeDocument(template, rendered, 'de', 'DARK');
    expect(html).toContain('<html lang="de" data-theme="dark" data-mantine-color-scheme="dark">');
    expect(html).toContain('<title>FAQ</title>');
    // Replacement patterns such as $& in the page's own text are kept as written.
    expect(html).toContain('<div id="root"><main>$& text</main></div>');
    // A page rendered LIGHT is served DARK: the state's own theme changes, a text that looks like it does not.
    const state = /<script id="prerendered-state" type="application\/json">(.*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(state!)).toEqual({ language: 'de', theme: 'DARK', apolloCache: { a: '"theme":"LIGHT"' } });
    expect(composeDocument(template, rendered, 'de', 'LIGHT')).toContain(`>${stateJson}</script>`);
  });
});

describe('the store of guest pages rendered ahead', () => {
  const logger = pino({ level: 'silent' });
  const page = (text: string): PageRender => ({ status: 200, appHtml: text, headHtml: '', stateJson: '{}' });
  const at = (path: string, language: PageAddress['language'] = 'en'): PageAddress => ({
    publicUrl: 'http://127.0.0.1:3000',
    path,
    language,
  });
  /** Renders on demand: each call waits until the test finishes it. */
  function renders() {
    const pending: { address: PageAddress; finish: (text: string) => void; fail: () => void }[] = [];
    const render = (address: PageAddress) =>
      new Promise<PageRender>((resolve, reject) =>
        pending.push({ address, finish: (text) => resolve(page(text)), fail: () => reject(new Error('gateway down')) }),
      );
    return { pending, render };
  }
  const settled = () => new Promise((resolve) => setImmediate(resolve));

  it('counts a request as a guest only without session cookies and bearer token', () => {
    expect(isGuestRequest(requestWith({ cookie: 'lang=de; theme=DARK' }))).toBe(true);
    expect(isGuestRequest(requestWith({}))).toBe(true);
    expect(isGuestRequest(requestWith({ cookie: 'lang=de; access_token=x' }))).toBe(false);
    expect(isGuestRequest(requestWith({ cookie: 'refresh_token=x' }))).toBe(false);
    expect(isGuestRequest(requestWith({ cookie: 'admin_access_token=x' }))).toBe(false);
    expect(isGuestRequest(requestWith({ authorization: 'Bearer x' }))).toBe(false);
  });

  it('makes guests asking for a page never rendered share one render, then serves it stored', async () => {
    const { pending, render } = renders();
    const store = new GuestPageStore({ render, refreshAfterMs: 60_000, maxEntries: 10, maxBytes: 1e6, logger });
    const first = store.page(at('/'));
    const second = store.page(at('/'));
    expect(pending).toHaveLength(1);
    pending[0].finish('home');
    await expect(Promise.all([first, second])).resolves.toEqual([page('home'), page('home')]);
    await expect(store.page(at('/'))).resolves.toEqual(page('home'));
    expect(pending).toHaveLength(1);
  });

  it('serves the stored page while a refresh runs (old, or stale after a publish), then the new one', async () => {
    let now = 0;
    const { pending, render } = renders();
    const store = new GuestPageStore({
      render,
      refreshAfterMs: 60_000,
      maxEntries: 10,
      maxBytes: 1e6,
      logger,
      now: () => now,
    });
    const stored = store.page(at('/faq.html'));
    pending[0].finish('v1');
    await stored;
    now = 60_000;
    await expect(store.page(at('/faq.html'))).resolves.toEqual(page('v1'));
    expect(pending).toHaveLength(2);
    await expect(store.page(at('/faq.html'))).resolves.toEqual(page('v1'));
    expect(pending).toHaveLength(2);
    pending[1].finish('v2');
    await settled();
    await expect(store.page(at('/faq.html'))).resolves.toEqual(page('v2'));
    // A failed refresh keeps the stored page.
    store.markStale('en');
    await expect(store.page(at('/faq.html'))).resolves.toEqual(page('v2'));
    pending[2].fail();
    await settled();
    await expect(store.page(at('/faq.html'))).resolves.toEqual(page('v2'));
  });

  it('refreshes at once the pages that show a published text, and marks the rest of its language stale', async () => {
    const { pending, render } = renders();
    const store = new GuestPageStore({ render, refreshAfterMs: 60_000, maxEntries: 10, maxBytes: 1e6, logger });
    const fill = store.fill([at('/'), at('/terms.html'), at('/terms.html', 'de'), at('/risk.html')]);
    for (let index = 0; index < 4; index += 1) {
      await settled();
      pending[index].finish(`${pending[index].address.path} ${pending[index].address.language}`);
    }
    await fill;
    const refreshed = refreshForText(store, { kind: 'PAGE', key: 'terms', group: null, language: 'en', version: 2 });
    expect(refreshed).toEqual([at('/terms.html')]);
    expect(pending.slice(4).map((each) => each.address)).toEqual([at('/terms.html')]);
    // The risk notice was marked stale: served as stored, refreshed meanwhile; German pages untouched.
    await expect(store.page(at('/risk.html'))).resolves.toEqual(page('/risk.html en'));
    await expect(store.page(at('/terms.html', 'de'))).resolves.toEqual(page('/terms.html de'));
    expect(pending.slice(5).map((each) => each.address)).toEqual([at('/risk.html')]);
    const faq = refreshForText(store, { kind: 'FAQ', key: 'payouts', group: 'general', language: 'en', version: 3 });
    expect(faq).toEqual([at('/')]);
  });

  it('fills the home page in every language first, and keeps within its count and bytes', async () => {
    const order = fillOrder('http://x', ['/', '/faq.html', '/index.html']);
    expect(order.slice(0, 10).every((address) => ['/', '/index.html'].includes(address.path))).toBe(true);
    expect(order.slice(0, 2).map((address) => address.language)).toEqual(['en', 'en']);
    expect(order).toHaveLength(15);
    // PAGE_STORE_FILL: the home pages only, or nothing rendered ahead.
    expect(fillOrder('http://x', ['/', '/faq.html', '/index.html'], 'home')).toEqual(order.slice(0, 10));
    expect(fillOrder('http://x', ['/', '/faq.html', '/index.html'], 'none')).toEqual([]);

    const store = new GuestPageStore({
      render: (address) => Promise.resolve(page(address.path.padEnd(100, '.'))),
      refreshAfterMs: 60_000,
      maxEntries: 3,
      maxBytes: 250,
      logger,
    });
    await store.fill([at('/a'), at('/b'), at('/c')]);
    // 300 bytes do not fit in 250: the least recently served page went.
    expect([store.stored(at('/a')), store.stored(at('/b')), store.stored(at('/c'))].map(Boolean)).toEqual([
      false,
      true,
      true,
    ]);
    await store.page(at('/b'));
    await store.page(at('/d'));
    expect([store.stored(at('/b')), store.stored(at('/c')), store.stored(at('/d'))].map(Boolean)).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('the routes of the clients, which the edge answers 200 for (others 404)', () => {
  it("knows the web client's own pages, with their parameters, and nothing else", () => {
    expect(isWebAppRoute('/user/dashboard.html')).toBe(false);
    expect(isWebAppRoute('/user/index.html')).toBe(true);
    expect(isWebAppRoute('/user/mining/contracts/42')).toBe(true);
    expect(isWebAppRoute('/user/mining/contracts/42/more')).toBe(false);
    expect(isWebAppRoute('/signin.html')).toBe(true);
    expect(isWebAppRoute('/no-such-page.html')).toBe(false);
  });

  it("knows the admin panel's screens under /control", () => {
    expect(isAdminRoute('/control')).toBe(true);
    expect(isAdminRoute('/control/')).toBe(true);
    expect(isAdminRoute('/control/users/abc/deposits/def/update')).toBe(true);
    expect(isAdminRoute('/control/no-such')).toBe(false);
    expect(isAdminRoute('/controlled')).toBe(false);
  });
});
