import type { IncomingMessage } from 'node:http';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { createPageRenderer } from './page-renderer';
import { isServerRenderedPath } from './public-pages';
import { fetchSitemap, renderRobots, renderSitemap } from './seo-files';
import { renewExpiredSession } from './session-renewal';

export type PublicPagesOptions = {
  webDistDir: string;
  webSsrDir: string;
  /** The gateway's GraphQL endpoint over loopback. */
  gatewayUrl: string;
  /** PUBLIC_URL; without it the address the request came to (its Host header). */
  publicUrl?: string;
  https: boolean;
  /** Headers for the gateway: the edge's X-Forwarded-* for this request (edge.ts). */
  forwardedHeaders: (request: IncomingMessage) => Record<string, string>;
  /** Past this a visitor is better served by the SPA shell than by waiting; 2 s by default. */
  renderTimeoutMs?: number;
  /** How long guests share one render of a page (GuestRenderCache); 5 s by default, 0 renders each time. */
  guestRenderCacheMs?: number;
  logger: Logger;
};

const DEFAULT_RENDER_TIMEOUT_MS = 2_000;
const DEFAULT_GUEST_RENDER_CACHE_MS = 5_000;

/**
 * The public pages rendered on the server, sitemap.xml and robots.txt (ADR 0024). Anything it does
 * not render goes on to the SPA shell.
 */
export function publicPagesRouter(options: PublicPagesOptions) {
  const router = express.Router();
  const renderer = createPageRenderer({
    webDistDir: options.webDistDir,
    webSsrDir: options.webSsrDir,
    gatewayUrl: options.gatewayUrl,
    timeoutMs: options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
    guestCacheMs: options.guestRenderCacheMs ?? DEFAULT_GUEST_RENDER_CACHE_MS,
    logger: options.logger,
  });
  void renderer.warmUp();
  const publicUrlOf = (request: Request) =>
    (options.publicUrl ?? `${options.https ? 'https' : 'http'}://${request.headers.host ?? '127.0.0.1'}`).replace(
      /\/$/,
      '',
    );

  router.get('/robots.txt', (request: Request, response: Response) => {
    response.type('text/plain').setHeader('cache-control', 'public, max-age=3600');
    response.send(renderRobots(publicUrlOf(request)));
  });

  router.get('/sitemap.xml', async (request: Request, response: Response) => {
    try {
      const entries = await fetchSitemap(options.gatewayUrl, options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS);
      response.type('application/xml').setHeader('cache-control', 'public, max-age=3600');
      response.send(renderSitemap(publicUrlOf(request), entries));
    } catch (error) {
      options.logger.warn({ err: error }, 'sitemap.xml could not be made');
      response.status(503).type('text/plain').send('The site map is unavailable; try again shortly.');
    }
  });

  router.get('/{*path}', async (request: Request, response: Response, next: () => void) => {
    if (!isServerRenderedPath(request.path)) return next();
    const url = new URL(request.originalUrl, publicUrlOf(request));
    const forwardedHeaders = options.forwardedHeaders(request);
    // A returning customer's access token has expired: renewed here, the page shows them signed in.
    const renewal = await renewExpiredSession(request, {
      gatewayUrl: options.gatewayUrl,
      forwardedHeaders,
      timeoutMs: options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
      logger: options.logger,
    });
    // Set before rendering: the old refresh token is spent, so the browser needs these even when the
    // render fails and the SPA shell is served instead.
    for (const header of renewal?.setCookies ?? []) response.append('set-cookie', header);
    const cookie = renewal?.cookieHeader ?? request.headers.cookie;
    const forwardHeaders = { ...forwardedHeaders, ...(cookie ? { cookie } : {}) };
    const rendered = await renderer.render(request, url, forwardHeaders, publicUrlOf(request));
    if (!rendered) return next();
    // The page depends on the visitor's cookies (language, theme, session): never shared by caches.
    response.setHeader('cache-control', 'private, no-cache');
    response.setHeader('vary', 'Cookie, Accept-Language');
    response.status(rendered.status).type('text/html').send(rendered.html);
  });
  return router;
}
