import 'graphiql/style.css';
import './sandbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { CROSS_SUBGRAPH_QUERY, TICKERS_SUBSCRIPTION } from './examples';
import { createSandboxFetcher } from './fetcher';

const rootElement = document.getElementById('graphiql');
if (rootElement === null) throw new Error('index.html has no #graphiql element');

const fetcher = createSandboxFetcher(window.location);

createRoot(rootElement).render(
  <StrictMode>
    <GraphiQL fetcher={fetcher} defaultTabs={[{ query: CROSS_SUBGRAPH_QUERY }, { query: TICKERS_SUBSCRIPTION }]} />
  </StrictMode>,
);
