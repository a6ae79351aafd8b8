/** The site's languages (the `languages` table holds the same five, with their names). */
export const SITE_LANGUAGES = ['en', 'ru', 'de', 'es', 'fr'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

export function isSiteLanguage(code: string): code is SiteLanguage {
  return (SITE_LANGUAGES as readonly string[]).includes(code);
}

/** A visitor's language: a site language, else English. */
export function siteLanguageOr(code: string | null | undefined): SiteLanguage {
  const normalized = (code ?? '').trim().toLowerCase().slice(0, 2);
  return isSiteLanguage(normalized) ? normalized : 'en';
}
