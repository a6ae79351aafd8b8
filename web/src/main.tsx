import './mantineStyles';
import './chrome/chrome.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { createApolloClient } from './app/apolloClient';
import { App } from './app/App';
import { preloadPagesAt } from './app/lazyPage';
import { AppRoutes, routes } from './app/router';
import { startI18n } from './i18n';
import { registerServiceWorker } from './push/browserPush';
import { readPrerenderedState } from './ssr/prerenderedState';
import { clientStateFrom, rememberClientState } from './state/clientState';
import { syncDocumentWithClientState } from './state/documentSync';

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
  // The page at this address is loaded before the first render: hydration then renders what the server
  // rendered, and the SPA shell starts on the page rather than on a loading state. When its code cannot
  // be loaded, the page's boundary says so (chrome/PageBoundary.tsx).
  await preloadPagesAt(routes, window.location.pathname).catch(() => undefined);
  const app = (
    <StrictMode>
      <App apolloClient={apolloClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </App>
    </StrictMode>
  );
  // As a transition, the first render yields to the browser every few milliseconds instead of holding
  // the main thread for one long task (1.5 s on Lighthouse's throttled phone). A server's page is on
  // screen meanwhile, and an input on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    if (prerendered) hydrateRoot(rootElement, app);
    else createRoot(rootElement).render(app);
  });
}

void start();
