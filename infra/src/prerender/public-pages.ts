/** The coins of the mining articles, each at /{coin}-mining.html. */
const MINING_ARTICLE_COINS = [
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
];

/**
 * The public pages the edge renders on the server (ADR 0024); every other path gets the SPA shell.
 * infra/nginx/nginx.conf routes the same paths to the node edge (a test keeps the two equal).
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  '/',
  '/index.html',
  '/pricing.html',
  '/faq.html',
  '/about.html',
  '/terms.html',
  '/privacy.html',
  '/trading-terms.html',
  '/risk.html',
  '/referral-faq.html',
  ...MINING_ARTICLE_COINS.map((coin) => `/${coin}-mining.html`),
  '/cloud-mining-2020.html',
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.includes(pathname);
}
