import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import { GuestRenderCache, isGuestRequest } from './guest-render-cache';
import { requestLanguage, requestTheme, type SiteLanguage, type SiteTheme } from './request-preferences';

/** What web/src/entry-server.tsx exports (built into web/dist-ssr/entry-server.js). */
type ServerRenderModule = {
  renderPage(request: {
    url: string;
    language: SiteLanguage;
    theme: SiteTheme;
    gatewayUrl: string;
    publicUrl: string;
    forwardHeaders: Record<string, string>;
    signal: AbortSignal;
  }): Promise<{ status: 200 | 404; appHtml: string; headHtml: string; stateJson: string }>;
};

export type RenderedHtml = { status: 200 | 404; html: string };

export type PageRendererOptions = {
  webDistDir: string;
  webSsrDir: string;
  gatewayUrl: string;
  /** A render slower than this is abandoned for the SPA shell. */
  timeoutMs: number;
  /** How long guests share a render of one address, language and theme (0: never). */
  guestCacheMs: number;
  logger: Logger;
};

/**
 * Puts the server render into the built index.html: the head tags replace the empty title, the markup
 * goes into #root with the state for the browser after it, and <html> gets the language and theme.
 */
export function composeDocument(
  template: string,
  rendered: { appHtml: string; headHtml: string; stateJson: string },
  language: SiteLanguage,
  theme: SiteTheme,
): string {
  const scheme = theme === 'DARK' ? 'dark' : 'light';
  return template
    .replace(/<html[^>]*>/, `<html lang="${language}" data-theme="${scheme}" data-mantine-color-scheme="${scheme}">`)
    .replace(/<title>[^<]*<\/title>/, () => rendered.headHtml)
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${rendered.appHtml}</div>\n    ` +
        `<script id="prerendered-state" type="application/json">${rendered.stateJson}</script>`,
    );
}

/**
 * Renders public pages with the web client's server build. Returns null when the page cannot be
 * rendered (no server build, an error, too slow): the caller then serves the SPA shell, which shows
 * the page in the browser, rather than a 500.
 */
export function createPageRenderer(options: PageRendererOptions) {
  const modulePath = path.join(options.webSsrDir, 'entry-server.js');
  const templatePath = path.join(options.webDistDir, 'index.html');
  let loading: Promise<ServerRenderModule> | null = null;
  let template: string | null = null;
  // A failed import is tried again on the next request (the build may have been running).
  const load = () =>
    (loading ??= (import(pathToFileURL(modulePath).href) as Promise<ServerRenderModule>).catch((error: unknown) => {
      loading = null;
      throw error;
    }));

  const guestRenders = new GuestRenderCache<RenderedHtml>(options.guestCacheMs);

  const render = async (
    request: IncomingMessage,
    url: URL,
    forwardHeaders: Record<string, string>,
    publicUrl: string,
  ): Promise<RenderedHtml | null> => {
    if (!existsSync(modulePath) || !existsSync(templatePath)) return null;
    const language = requestLanguage(request, url);
    const theme = requestTheme(request);
    const renderNow = () => renderPage(url, language, theme, forwardHeaders, publicUrl);
    if (options.guestCacheMs <= 0 || !isGuestRequest(request)) return renderNow();
    return guestRenders.get(`${publicUrl}${url.pathname}${url.search} ${language} ${theme}`, renderNow);
  };

  const renderPage = async (
    url: URL,
    language: SiteLanguage,
    theme: SiteTheme,
    forwardHeaders: Record<string, string>,
    publicUrl: string,
  ): Promise<RenderedHtml | null> => {
    const document = (template ??= readFileSync(templatePath, 'utf8'));
    const abort = new AbortController();
    const timer = setTimeout(
      () => abort.abort(new Error(`render took over ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    try {
      const module = await load();
      const rendered = await Promise.race([
        module.renderPage({
          url: url.pathname + url.search,
          language,
          theme,
          gatewayUrl: options.gatewayUrl,
          publicUrl,
          forwardHeaders,
          signal: abort.signal,
        }),
        new Promise<never>((_resolve, reject) =>
          abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error)),
        ),
      ]);
      return { status: rendered.status, html: composeDocument(document, rendered, language, theme) };
    } catch (error) {
      options.logger.warn({ err: error, path: url.pathname }, 'server render failed: serving the SPA shell');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };

  /**
   * One render of the home page as a guest, its result dropped: the first render loads and compiles
   * the server build and would otherwise spend the first visitor's time limit on it.
   */
  const warmUp = async () => {
    const url = new URL('/', 'http://127.0.0.1');
    const request = { headers: {} } as IncomingMessage;
    await render(request, url, {}, url.origin);
  };
  return { render, warmUp };
}
