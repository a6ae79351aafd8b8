import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageRender } from './guest-page-store';
import type { SiteLanguage, SiteTheme } from './request-preferences';

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
  }): Promise<PageRender>;
};

export type PageRendererOptions = {
  webDistDir: string;
  webSsrDir: string;
  gatewayUrl: string;
};

/**
 * Puts the server render into the built index.html: the head tags replace the empty title, the markup
 * goes into #root with the state for the browser after it, and <html> gets the language and theme.
 * A render is made in the LIGHT theme and served in either: the markup does not depend on the theme
 * (Mantine's colour scheme is the <html> attribute and CSS variables), so only the attributes and the
 * state's theme change, and the browser's first render still equals the server's.
 */
export function composeDocument(template: string, rendered: PageRender, language: SiteLanguage, theme: SiteTheme) {
  const scheme = theme === 'DARK' ? 'dark' : 'light';
  return template
    .replace(/<html[^>]*>/, `<html lang="${language}" data-theme="${scheme}" data-mantine-color-scheme="${scheme}">`)
    .replace(/<title>[^<]*<\/title>/, () => rendered.headHtml)
    .replace('<div id="root"></div>', () => `<div id="root">${rendered.appHtml}</div>` + stateScript(rendered, theme));
}

/** No state (a guest page shown to a signed-in visitor): the client renders afresh with the session. */
function stateScript(rendered: PageRender, theme: SiteTheme): string {
  if (!rendered.stateJson) return '';
  return `\n    <script id="prerendered-state" type="application/json">${stateInTheme(rendered.stateJson, theme)}</script>`;
}

/** The state's theme set to `theme`: serializePrerenderedState (web/src/ssr) writes language and theme first. */
function stateInTheme(stateJson: string, theme: SiteTheme): string {
  return stateJson.replace(/^(\{"language":"[a-z]{2}","theme":)"(?:LIGHT|DARK)"/, `$1"${theme}"`);
}

/**
 * The web client's server build (web/dist-ssr): renders a page, within a time limit, or rejects. The
 * limit starts once the build is loaded: loading it is the first render's cost only, and a limit spent
 * on it aborted the render before Apollo's prerender began (its invariant 28, "aborted before it could
 * be attempted") and served the empty SPA shell after every start on a busy machine.
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

  /** Is there a server build and a template to render with? */
  const available = () => existsSync(modulePath) && existsSync(templatePath);

  const render = async (request: RenderRequest, timeoutMs: number): Promise<PageRender> => {
    if (!available()) throw new Error('the web client has no server build: run `npm run build -w web`');
    const module = await load();
    return withinTimeLimit(timeoutMs, (signal) =>
      module.renderPage({ ...request, gatewayUrl: options.gatewayUrl, signal }),
    );
  };

  const documentOf = (rendered: PageRender, language: SiteLanguage, theme: SiteTheme): string =>
    composeDocument((template ??= readFileSync(templatePath, 'utf8')), rendered, language, theme);

  return { available, render, documentOf, templatePath };
}

export type PageRenderer = ReturnType<typeof createPageRenderer>;

/** What a render needs besides the gateway and the time limit. */
export type RenderRequest = {
  /** Path and query, e.g. /faq.html?lang=de */
  url: string;
  language: SiteLanguage;
  theme: SiteTheme;
  publicUrl: string;
  forwardHeaders: Record<string, string>;
};

/**
 * Runs `work` with a signal that aborts after `timeoutMs`, and rejects then even if the work does not
 * heed it. The signal is new when the work starts, so the abort cannot come before the listener.
 */
async function withinTimeLimit<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const abort = new AbortController();
  const timedOut = new Promise<never>((_resolve, reject) =>
    abort.signal.addEventListener('abort', () => reject(abort.signal.reason as Error), { once: true }),
  );
  const timer = setTimeout(() => abort.abort(new Error(`render took over ${timeoutMs} ms`)), timeoutMs);
  try {
    return await Promise.race([work(abort.signal), timedOut]);
  } finally {
    clearTimeout(timer);
  }
}
