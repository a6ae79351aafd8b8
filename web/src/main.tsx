import '@mantine/core/styles.css';
import './chrome/chrome.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApolloClient } from './app/apolloClient';
import { App } from './app/App';
import { createRouter } from './app/router';
import { startI18n } from './i18n';
import { registerServiceWorker } from './push/browserPush';
import { syncDocumentWithClientState } from './state/documentSync';

syncDocumentWithClientState();
startI18n();
registerServiceWorker();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

createRoot(rootElement).render(
  <StrictMode>
    <App apolloClient={createApolloClient()} router={createRouter()} />
  </StrictMode>,
);
