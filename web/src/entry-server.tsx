import { ApolloClient, HttpLink } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import i18next, { type i18n } from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter } from 'react-router';
import { createApolloCache } from './app/apolloClient';
import { App } from './app/App';
import { preloadPagesAt } from './app/lazyPage';
import { AppRoutes, routes } from './app/router';
import { resources } from './i18n/resources';
import { FALLBACK_PRODUCT_NAME, pageTitle } from './chrome/usePageTitle';
import { renderHeadTags } from './ssr/headTags';
import { PageHeadCollector, PageHeadContext } from './ssr/pageHead';
import { serializePrerenderedState } from './ssr/prerenderedState';
import { PAGE_HEAD_QUERY } from './ssr/queries';
import { RequestClientStateContext, DEFAULT_CLIENT_STATE, type LanguageCode, type Theme } from './state/clientState';

/**
 * The server render of the public pages (docs/adr/0024), built by `npm run build -w web` into
 * web/dist-ssr and called by the edge: the same routes, theme and translations as the browser, with the
 * page's GraphQL data fetched from the gateway over loopback and handed to the browser in the page.
 */

export interface RenderRequest {
  /** Path and query, e.g. /faq.html?lang=de */
  url: string;
  language: LanguageCode;
  theme: Theme;
  /** The gateway's GraphQL endpoint, e.g. http://127.0.0.1:4000/graphql */
  gatewayUrl: string;
  /** The address people use, without a trailing slash. */
  publicUrl: string;
  /** Headers sent on to the gateway: the visitor's cookies (so a signed-in visitor sees the chrome they will see) and X-Forwarded-*. */
  forwardHeaders: Record<string, string>;
  /** Aborts the render and its GraphQL requests (the edge's time limit). */
  signal: AbortSignal;
}

export interface RenderedPage {
  status: 200 | 404;
  /** The markup of #root. */
  appHtml: string;
  /** Title, meta description, canonical and hreflang links. */
  headHtml: string;
  /** The state for the browser, JSON safe to put in a <script> element. */
  stateJson: string;
}

const translators = new Map<LanguageCode, i18n>();

/** One i18next instance per language, never changed after it is made, so requests can share it. */
function translatorFor(language: LanguageCode): i18n {
  let translator = translators.get(language);
  if (!translator) {
    translator = i18next.createInstance();
    void translator.init({
      resources,
      lng: language,
      fallbackLng: 'en',
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    translators.set(language, translator);
  }
  return translator;
}

/** Content slugs by path: '/' and '/index.html' are 'home', '/faq.html' is 'faq'. */
function slugOf(pathname: string): string {
  if (pathname === '/' || pathname === '/index.html') return 'home';
  return pathname.replace(/^\//, '').replace(/\.html$/, '');
}

/** Descriptions of the pages that have no content text yet (Page.description wins when there is one). */
/** Where the content service has no page (or is down): the pricing text, else the Not Found one. */
const FALLBACK_DESCRIPTION_KEYS: Record<string, 'pricing.heroDescription'> = {
  '/pricing.html': 'pricing.heroDescription',
};

/**
 * React moves a large Suspense boundary's content after the page, revealed by an inline script, so that
 * a stream shows the rest sooner. This render is not streamed, and the edge's CSP allows no inline
 * script: every boundary (the sections under the fold, ui/deferredSection.tsx) stays in place.
 */
const NEVER_OUTLINE_BYTES = Number.MAX_SAFE_INTEGER;

export async function renderPage(request: RenderRequest): Promise<RenderedPage> {
  const origin = new URL(request.publicUrl).origin;
  const url = new URL(request.url, origin);
  await preloadPagesAt(routes, url.pathname);
  const cache = createApolloCache();
  const client = new ApolloClient({
    ssrMode: true,
    cache,
    link: new HttpLink({
      uri: request.gatewayUrl,
      headers: request.forwardHeaders,
      fetchOptions: { signal: request.signal },
    }),
  });
  const translator = translatorFor(request.language);
  const collector = new PageHeadCollector();
  const requestState = { ...DEFAULT_CLIENT_STATE, language: request.language, theme: request.theme };
  const tree = (
    <StrictMode>
      <RequestClientStateContext value={requestState}>
        <I18nextProvider i18n={translator}>
          <PageHeadContext value={collector}>
            <App apolloClient={client}>
              <StaticRouter location={url.pathname + url.search}>
                <AppRoutes />
              </StaticRouter>
            </App>
          </PageHeadContext>
        </I18nextProvider>
      </RequestClientStateContext>
    </StrictMode>
  );
  const head = await client.query({
    query: PAGE_HEAD_QUERY,
    variables: { slug: slugOf(url.pathname), language: request.language },
    errorPolicy: 'all',
  });
  const { result } = await prerenderStatic({
    tree,
    context: { client },
    renderFunction: (node) =>
      prerenderToNodeStream(node, { signal: request.signal, progressiveChunkSize: NEVER_OUTLINE_BYTES }),
    signal: request.signal,
  });
  // A render showing a failed query (the gateway busy or a service away) is no page: refused, the edge
  // serves the stored page or the shell, and the store keeps what it had (ADR 0029).
  if (collector.failed) {
    client.stop();
    throw new Error(`a query of ${url.pathname} failed during the server render`);
  }
  const page = head.data?.page ?? null;
  const productName = head.data?.siteSettings?.productName || FALLBACK_PRODUCT_NAME;
  const label = page?.label ?? collector.titleLabel ?? '';
  const descriptionKey = FALLBACK_DESCRIPTION_KEYS[url.pathname] ?? 'notFound.description';
  const headHtml = renderHeadTags({
    publicUrl: request.publicUrl.replace(/\/$/, ''),
    path: url.pathname,
    language: request.language,
    title: pageTitle(label, productName),
    description: page?.description ?? translator.t(descriptionKey),
    withAlternates: !collector.notFound,
  });
  const stateJson = serializePrerenderedState({
    language: request.language,
    theme: request.theme,
    apolloCache: cache.extract(),
  });
  client.stop();
  return { status: collector.notFound ? 404 : 200, appHtml: result, headHtml, stateJson };
}
