import { statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { isWebAppRoute } from '@mc/contracts/src/client-routes';
import type { Consumer, EventBus } from '@mc/platform';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { GuestPageStore, isGuestRequest, type PageAddress, type PageRender } from './guest-page-store';
import { createPageRenderer } from './page-renderer';
import { isServerRenderedPath, SERVER_RENDERED_PATHS } from './public-pages';
import { requestLanguage, requestTheme } from './request-preferences';
import { fetchSitemap, renderRobots, renderSitemap } from './seo-files';
import { renewExpiredSession } from './session-renewal';
import { fillOrder, followPublishedTexts, type PageStoreFill } from './store-refresh';

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
  /** A signed-in visitor's live render past this gets the stored guest page instead; 2 s by default. */
  renderTimeoutMs?: number;
  /** What is rendered ahead after start (PAGE_STORE_FILL); every public page by default. */
  pageStoreFill?: PageStoreFill;
  logger: Logger;
};

const DEFAULT_RENDER_TIMEOUT_MS = 2_000;
/** A render for the store may take what a busy machine needs; a hung gateway must not hold it for ever. */
const STORE_RENDER_TIMEOUT_MS = 30_000;
/** Prices and estimates on a stored page are at most about this old when a guest gets it. */
const STORE_REFRESH_AFTER_MS = 60_000;
/**
 * 23 public paths in 5 languages are 115 pages of up to about 150 KB with their state; the bounds leave
 * room for a second public address (a Host header other than PUBLIC_URL) and stop there.
 */
const STORE_MAX_ENTRIES = 300;
const STORE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * The public pages rendered on the server, sitemap.xml and robots.txt (ADR 0024); guests get them from
 * the store of pages rendered ahead (ADR 0029). A path that is neither a public page, nor a route of the
 * web client, nor a file answers 404 with the rendered Not Found page. The rest goes on to the SPA shell.
 */
export function publicPagesRouter(options: PublicPagesOptions) {
  const router = express.Router();
  const renderTimeoutMs = options.renderTimeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS;
  const renderer = createPageRenderer(options);
  const store = new GuestPageStore({
    render: (address) =>
      renderer.render(
        {
          url: address.path,
          language: address.language,
          theme: 'LIGHT',
          publicUrl: address.publicUrl,
          forwardHeaders: {},
        },
        STORE_RENDER_TIMEOUT_MS,
      ),
    refreshAfterMs: STORE_REFRESH_AFTER_MS,
    maxEntries: STORE_MAX_ENTRIES,
    maxBytes: STORE_MAX_BYTES,
    logger: options.logger,
  });
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
      const entries = await fetchSitemap(options.gatewayUrl, renderTimeoutMs);
      response.type('application/xml').setHeader('cache-control', 'public, max-age=3600');
      response.send(renderSitemap(publicUrlOf(request), entries));
    } catch (error) {
      options.logger.warn({ err: error }, 'sitemap.xml could not be made');
      response.status(503).type('text/plain').send('The site map is unavailable; try again shortly.');
    }
  });

  /** The page's document in the visitor's theme, private to them (language, theme and session vary). */
  const send = (request: Request, response: Response, rendered: PageRender, address: PageAddress) => {
    response.setHeader('cache-control', 'private, no-cache');
    response.setHeader('vary', 'Cookie, Accept-Language');
    const html = renderer.documentOf(rendered, address.language, requestTheme(request));
    response.status(rendered.status).type('text/html').send(html);
  };

  /** A live render with the visitor's cookies (a signed-in visitor's chrome), within the time limit. */
  const renderLive = (request: Request, url: URL, cookie: string | undefined) =>
    renderer.render(
      {
        url: url.pathname + url.search,
        language: requestLanguage(request, url),
        theme: requestTheme(request),
        publicUrl: publicUrlOf(request),
        forwardHeaders: { ...options.forwardedHeaders(request), ...(cookie ? { cookie } : {}) },
      },
      renderTimeoutMs,
    );

  const servePublicPage = async (request: Request, response: Response, next: () => void) => {
    const url = new URL(request.originalUrl, publicUrlOf(request));
    const address: PageAddress = {
      publicUrl: publicUrlOf(request),
      path: url.pathname,
      language: requestLanguage(request, url),
    };
    try {
      if (isGuestRequest(request)) return send(request, response, await store.page(address), address);
      // A returning customer's access token has expired: renewed here, the page shows them signed in.
      const renewal = await renewExpiredSession(request, {
        gatewayUrl: options.gatewayUrl,
        forwardedHeaders: options.forwardedHeaders(request),
        timeoutMs: renderTimeoutMs,
        logger: options.logger,
      });
      // Set before rendering: the old refresh token is spent, so the browser needs these whatever is served.
      for (const header of renewal?.setCookies ?? []) response.append('set-cookie', header);
      const live = await renderLive(request, url, renewal?.cookieHeader ?? request.headers.cookie).catch(
        (error: unknown) => {
          options.logger.warn({ err: error, path: url.pathname }, 'live render failed: serving the stored guest page');
          return null;
        },
      );
      // The guest page's state says "signed out": without it the client renders afresh with the session,
      // so the visitor reads the page at once and gets their own chrome once the scripts run.
      send(request, response, live ?? { ...(await store.page(address)), stateJson: '' }, address);
    } catch (error) {
      // Nothing stored and no render: the shell is all there is (the gateway is down or the build missing).
      options.logger.error({ err: error, path: url.pathname }, 'no page to serve: serving the SPA shell');
      next();
    }
  };

  /**
   * An unknown path: 404 with the Not Found page. Guests get the one stored per language (its page
   * wrapper's data-path set to the path asked); a signed-in visitor's is rendered live, else that one.
   * The shell with 404 only when neither can be had.
   */
  const serveNotFound = async (request: Request, response: Response) => {
    const url = new URL(request.originalUrl, publicUrlOf(request));
    const address = { publicUrl: publicUrlOf(request), path: NOT_FOUND_PATH, language: requestLanguage(request, url) };
    try {
      const live = isGuestRequest(request)
        ? null
        : await renderLive(request, url, request.headers.cookie).catch(() => null);
      const rendered = live ?? notFoundAt(await store.page(address), url.pathname);
      send(request, response, { ...rendered, status: 404 }, address);
    } catch (error) {
      options.logger.warn({ err: error, path: url.pathname }, 'no Not Found page to serve: serving the shell');
      response.status(404).setHeader('cache-control', 'no-cache');
      response.sendFile(renderer.templatePath);
    }
  };

  router.get('/{*path}', (request: Request, response: Response, next: () => void) => {
    if (isServerRenderedPath(request.path)) return void servePublicPage(request, response, next);
    if (isWebAppRoute(request.path) || isFileOf(options.webDistDir, request.path)) return next();
    void serveNotFound(request, response);
  });

  let consumer: Promise<Consumer> | null = null;
  let stopped = false;
  return {
    router,
    /**
     * Fills the store in the background and follows content's publishes on `bus` (without it the pages
     * refresh at their interval only); called once the platform is ready and the edge listens.
     */
    startFilling(publicUrl: string, bus?: EventBus): void {
      if (!renderer.available()) return;
      const base = (options.publicUrl ?? publicUrl).replace(/\/$/, '');
      const addresses = fillOrder(base, [...SERVER_RENDERED_PATHS, NOT_FOUND_PATH], options.pageStoreFill);
      void store.fill(addresses, () => stopped);
      consumer = bus ? followPublishedTexts(bus, store, options.logger) : null;
    },
    async stop(): Promise<void> {
      stopped = true;
      await (await consumer)?.stop();
    },
  };
}

/**
 * The path the Not Found page is rendered and stored at: no route, public page or file has it. The
 * page's markup names the path only in its wrapper's data-path (web/src/chrome/Layout.tsx).
 */
const NOT_FOUND_PATH = '/not-found.html';

function notFoundAt(rendered: PageRender, pathname: string): PageRender {
  const escaped = pathname.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return {
    ...rendered,
    appHtml: rendered.appHtml.replace(`data-path="${NOT_FOUND_PATH}"`, () => `data-path="${escaped}"`),
  };
}

/** Is there a file (not a folder) at this request path inside `directory`? */
function isFileOf(directory: string, requestPath: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return false;
  }
  const filePath = path.join(directory, path.normalize(decoded));
  if (!filePath.startsWith(directory + path.sep)) return false;
  try {
    return statSync(filePath).isFile();
  } catch {
    return false;
  }
}
