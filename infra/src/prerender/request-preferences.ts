import type { IncomingMessage } from 'node:http';

/** The languages of the site (DESIGN.md §3, content); English is the default. */
export const SITE_LANGUAGES = ['en', 'ru', 'de', 'es', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];
export type SiteTheme = 'LIGHT' | 'DARK';

function isSiteLanguage(value: unknown): value is SiteLanguage {
  return SITE_LANGUAGES.includes(value as SiteLanguage);
}

export function cookiesOf(request: IncomingMessage): Map<string, string> {
  return parseCookies(request.headers.cookie);
}

/** The `name=value` pairs of a Cookie header, values as sent (not decoded). */
export function parseCookies(cookieHeader: string | undefined): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of (cookieHeader ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0) cookies.set(part.slice(0, separator).trim(), part.slice(separator + 1).trim());
  }
  return cookies;
}

/** The first supported language of an Accept-Language header, by weight (`de-CH;q=0.9` counts as de). */
export function languageFromAcceptLanguage(header: string | undefined): SiteLanguage | null {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, position) => {
      const [tag, ...parameters] = entry.trim().split(';');
      const weightParameter = parameters.find((parameter) => parameter.trim().startsWith('q='));
      const weight = weightParameter ? Number(weightParameter.trim().slice(2)) : 1;
      return {
        language: tag.trim().toLowerCase().split('-')[0],
        weight: Number.isFinite(weight) ? weight : 0,
        position,
      };
    })
    .filter((entry) => entry.weight > 0)
    .sort((left, right) => right.weight - left.weight || left.position - right.position);
  return ranked.map((entry) => entry.language).find(isSiteLanguage) ?? null;
}

/**
 * The language a public page is rendered in (ADR 0024): `?lang=xx`, else the `lang` cookie the client
 * writes whenever the language changes, else Accept-Language, else English.
 */
export function requestLanguage(request: IncomingMessage, url: URL): SiteLanguage {
  const query = url.searchParams.get('lang');
  if (isSiteLanguage(query)) return query;
  const cookie = cookiesOf(request).get('lang');
  if (isSiteLanguage(cookie)) return cookie;
  return languageFromAcceptLanguage(request.headers['accept-language']) ?? 'en';
}

/** The colour scheme from the `theme` cookie the client writes; LIGHT, the client's default, otherwise. */
export function requestTheme(request: IncomingMessage): SiteTheme {
  return cookiesOf(request).get('theme') === 'DARK' ? 'DARK' : 'LIGHT';
}
