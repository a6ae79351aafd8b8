export { ARTICLE_COINS, ARTICLE_SLUGS, LEGAL_SLUGS, type LegalSlug } from '@mc/contracts/src/public-pages';

/** The slug a page is served under: '/bitcoin-mining.html' → 'bitcoin-mining'. */
export function slugOfPath(pathname: string): string {
  return pathname.replace(/^\//, '').replace(/\.html$/, '');
}
