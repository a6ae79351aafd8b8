import { SITE_LANGUAGES, type SiteLanguage } from './request-preferences';

export type SitemapEntry = { path: string; languages: string[]; lastModified: string };

const SITEMAP_QUERY = 'query Sitemap { sitemap { path languages lastModified } }';

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A page's address in one language, as the pages' canonical links give it (web/src/ssr/headTags.ts). */
function pageUrl(publicUrl: string, path: string, language: string): string {
  return language === 'en' ? `${publicUrl}${path}` : `${publicUrl}${path}?lang=${language}`;
}

/**
 * sitemap.xml: one <url> per path and language, each listing every language of the path (and
 * x-default, the English address) as xhtml:link alternates, with the page's last modification.
 */
export function renderSitemap(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.flatMap((entry) => {
    const languages = entry.languages.filter((language) => SITE_LANGUAGES.includes(language as SiteLanguage));
    const alternates = [
      ...languages.map((language) => ({ hreflang: language, href: pageUrl(publicUrl, entry.path, language) })),
      ...(languages.includes('en') ? [{ hreflang: 'x-default', href: pageUrl(publicUrl, entry.path, 'en') }] : []),
    ];
    const links = alternates.map(
      (link) => `    <xhtml:link rel="alternate" hreflang="${link.hreflang}" href="${escapeXml(link.href)}"/>`,
    );
    return languages.map((language) =>
      [
        '  <url>',
        `    <loc>${escapeXml(pageUrl(publicUrl, entry.path, language))}</loc>`,
        `    <lastmod>${escapeXml(entry.lastModified)}</lastmod>`,
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: the public pages are open to crawlers; the signed-in areas and the APIs are not. */
export function renderRobots(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /user/',
    'Disallow: /control/',
    'Disallow: /api/',
    'Disallow: /graphql',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The site map from content, through the gateway over loopback. */
export async function fetchSitemap(gatewayUrl: string, timeoutMs: number): Promise<SitemapEntry[]> {
  const response = await fetch(gatewayUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: SITEMAP_QUERY, operationName: 'Sitemap' }),
    signal: AbortSignal.timeout(timeoutMs),
  });
  const body = (await response.json()) as { data?: { sitemap?: SitemapEntry[] }; errors?: { message: string }[] };
  if (!body.data?.sitemap) throw new Error(`the sitemap query failed: ${body.errors?.[0]?.message ?? response.status}`);
  return body.data.sitemap;
}
