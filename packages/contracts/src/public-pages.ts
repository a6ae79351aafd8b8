/**
 * The public pages' slugs, shared by the web client's routes and the edge's list of server-rendered
 * paths (ADR 0024), so the two cannot drift apart.
 */

/** The legal texts' slugs, each served at /{slug}.html. */
export const LEGAL_SLUGS = ['terms', 'privacy', 'trading-terms', 'risk'] as const;
export type LegalSlug = (typeof LEGAL_SLUGS)[number];

/** The coins with a mining article at /{coin}-mining.html (specification §2). */
export const ARTICLE_COINS = [
  'bitcoin',
  'ethereum',
  'litecoin',
  'bitcoin-cash',
  'dogecoin',
  'grin',
  'aeon',
  'dash',
  'beam',
  'zcash',
  'ripple',
  'monero',
] as const;

/** Every article's slug: one per coin, and the cloud-mining overview. */
export const ARTICLE_SLUGS = [...ARTICLE_COINS.map((coin) => `${coin}-mining`), 'cloud-mining-2020'] as const;

/** The site pages with texts of their own besides the legal texts and the articles. */
export const SITE_PAGE_PATHS = [
  '/',
  '/index.html',
  '/pricing.html',
  '/faq.html',
  '/about.html',
  '/referral-faq.html',
] as const;
