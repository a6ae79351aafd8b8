import { readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { REPOSITORY_ROOT } from '../src/layout';
import { GuestRenderCache, isGuestRequest } from '../src/prerender/guest-render-cache';
import { composeDocument } from '../src/prerender/page-renderer';
import { isServerRenderedPath, SERVER_RENDERED_PATHS } from '../src/prerender/public-pages';
import { languageFromAcceptLanguage, requestLanguage, requestTheme } from '../src/prerender/request-preferences';
import { renderRobots, renderSitemap } from '../src/prerender/seo-files';

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

describe('the server-rendered paths', () => {
  it('are the public pages only, with the twelve mining articles', () => {
    expect(SERVER_RENDERED_PATHS).toHaveLength(23);
    expect(isServerRenderedPath('/bitcoin-cash-mining.html')).toBe(true);
    expect(isServerRenderedPath('/user/index.html')).toBe(false);
    expect(isServerRenderedPath('/signin.html')).toBe(false);
  });

  it('are the ones nginx sends to the render process in the container layout', () => {
    const config = readFileSync(path.join(REPOSITORY_ROOT, 'infra', 'nginx', 'nginx.conf'), 'utf8');
    const pattern = /location ~ (\^\/\(index\\\.html[^ ]+) \{\n\s+proxy_pass http:\/\/web_render;/.exec(config)?.[1];
    expect(pattern).toBeDefined();
    const routed = new RegExp(pattern!);
    for (const pagePath of SERVER_RENDERED_PATHS) expect(routed.test(pagePath)).toBe(true);
    for (const other of ['/sitemap.xml', '/robots.txt']) expect(routed.test(other)).toBe(true);
    for (const other of ['/signin.html', '/user/index.html', '/assets/index.js', '/sw.js', '/x-mining.html'])
      expect(routed.test(other)).toBe(false);
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
    const html = composeDocument(
      template,
      { appHtml: '<main>$& text</main>', headHtml: '<title>FAQ - CloudMine</title>', stateJson: '{"a":1}' },
      'de',
      'DARK',
    );
    expect(html).toContain('<html lang="de" data-theme="dark" data-mantine-color-scheme="dark">');
    expect(html).toContain('<title>FAQ - CloudMine</title>');
    // Replacement patterns such as $& in the page's own text are kept as written.
    expect(html).toContain('<div id="root"><main>$& text</main></div>');
    expect(html).toContain('<script id="prerendered-state" type="application/json">{"a":1}</script>');
  });
});

describe('guests sharing a server render', () => {
  const rendered = (html: string) => ({ status: 200 as const, html });

  it('counts a request as a guest only without session cookies and bearer token', () => {
    expect(isGuestRequest(requestWith({ cookie: 'lang=de; theme=DARK' }))).toBe(true);
    expect(isGuestRequest(requestWith({}))).toBe(true);
    expect(isGuestRequest(requestWith({ cookie: 'lang=de; access_token=x' }))).toBe(false);
    expect(isGuestRequest(requestWith({ cookie: 'refresh_token=x' }))).toBe(false);
    expect(isGuestRequest(requestWith({ cookie: 'admin_access_token=x' }))).toBe(false);
    expect(isGuestRequest(requestWith({ authorization: 'Bearer x' }))).toBe(false);
  });

  it('shares one render among guests asking together and until it is ttl old, then renders again', async () => {
    let now = 1_000;
    const cache = new GuestRenderCache<{ status: 200; html: string }>(5_000, 10, () => now);
    let renders = 0;
    let finish: (value: { status: 200; html: string }) => void = () => undefined;
    const render = () => {
      renders += 1;
      return new Promise<{ status: 200; html: string }>((resolve) => (finish = resolve));
    };
    const first = cache.get('/ en LIGHT', render);
    const second = cache.get('/ en LIGHT', render);
    finish(rendered('one'));
    await expect(Promise.all([first, second])).resolves.toEqual([rendered('one'), rendered('one')]);
    now += 4_999;
    await expect(cache.get('/ en LIGHT', render)).resolves.toEqual(rendered('one'));
    expect(renders).toBe(1);
    now += 1;
    const third = cache.get('/ en LIGHT', render);
    finish(rendered('two'));
    await expect(third).resolves.toEqual(rendered('two'));
    expect(renders).toBe(2);
  });

  it('keeps each address, language and theme apart and does not keep a failed render', async () => {
    const cache = new GuestRenderCache<{ status: 200; html: string }>(5_000, 2);
    await expect(cache.get('/ en LIGHT', () => Promise.resolve(null))).resolves.toBeNull();
    await expect(cache.get('/ en LIGHT', () => Promise.resolve(rendered('en')))).resolves.toEqual(rendered('en'));
    await expect(cache.get('/ de LIGHT', () => Promise.resolve(rendered('de')))).resolves.toEqual(rendered('de'));
    await expect(cache.get('/ en LIGHT', () => Promise.resolve(rendered('again')))).resolves.toEqual(rendered('en'));
    // Full (2 entries): the oldest, '/ en LIGHT', makes room for a third.
    await cache.get('/ en DARK', () => Promise.resolve(rendered('dark')));
    await expect(cache.get('/ en LIGHT', () => Promise.resolve(rendered('new')))).resolves.toEqual(rendered('new'));
  });
});
