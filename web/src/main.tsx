import '@mantine/core/styles.css';
import './chrome/chrome.css';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { createApolloClient } from './app/apolloClient';
import { App } from './app/App';
import { createRouter, routes } from './app/router';
import { startI18n } from './i18n';
import { registerServiceWorker } from './push/browserPush';
import { readPrerenderedState } from './ssr/prerenderedState';
import { clientStateFrom, rememberClientState } from './state/clientState';
import { syncDocumentWithClientState } from './state/documentSync';

/**
 * Loads the lazy routes of the current address before the first render, so hydration renders the
 * page the server rendered rather than nothing while its code loads (React Router's SSR recipe), and
 * the SPA shell's router starts ready instead of rendering a fallback.
 */
async function loadLazyRoutesOfCurrentPage(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

async function start(): Promise<void> {
  const prerendered = readPrerenderedState();
  // The server's language and theme win (it read ?lang=, the cookies and Accept-Language); the SPA
  // shell only has ?lang=. Either is then remembered, in localStorage and in the cookies.
  const requestedLanguage = new URLSearchParams(window.location.search).get('lang');
  rememberClientState(clientStateFrom(prerendered ?? { language: requestedLanguage }));
  syncDocumentWithClientState();
  await startI18n();
  registerServiceWorker();

  const rootElement = document.getElementById('root');
  if (!rootElement) throw new Error('index.html has no #root element');
  const apolloClient = createApolloClient(prerendered?.apolloCache);
  await loadLazyRoutesOfCurrentPage();
  if (!prerendered) {
    createRoot(rootElement).render(
      <StrictMode>
        <App apolloClient={apolloClient}>
          <RouterProvider router={createRouter()} />
        </App>
      </StrictMode>,
    );
    return;
  }
  hydrateRoot(
    rootElement,
    <StrictMode>
      <App apolloClient={apolloClient}>
        <RouterProvider router={createRouter()} />
      </App>
    </StrictMode>,
  );
}

void start();
