import { ARTICLE_SLUGS, LEGAL_SLUGS, SITE_PAGE_PATHS } from '@mc/contracts/src/public-pages';

/**
 * The public pages the edge renders on the server (ADR 0024); every other path gets the SPA shell.
 * infra/nginx/nginx.conf routes the same paths to the node edge (a test keeps the two equal).
 */
export const SERVER_RENDERED_PATHS: readonly string[] = [
  ...SITE_PAGE_PATHS,
  ...LEGAL_SLUGS.map((slug) => `/${slug}.html`),
  ...ARTICLE_SLUGS.map((slug) => `/${slug}.html`),
];

export function isServerRenderedPath(pathname: string): boolean {
  return SERVER_RENDERED_PATHS.includes(pathname);
}
