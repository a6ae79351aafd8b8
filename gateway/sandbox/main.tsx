import 'graphiql/style.css';
import './sandbox.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { GraphiQL } from 'graphiql';
import { buildSchema } from 'graphql';
import { CROSS_SUBGRAPH_QUERY, TICKERS_SUBSCRIPTION } from './examples';
import { createSandboxFetcher } from './fetcher';

const rootElement = document.getElementById('graphiql');
if (rootElement === null) throw new Error('index.html has no #graphiql element');

const fetcher = createSandboxFetcher(window.location);

/**
 * The gateway serves the committed graph as SDL next to the sandbox: anonymous introspection is
 * refused, so the sandbox never needs it.
 */
async function loadSchema() {
  const response = await fetch(new URL('schema.graphql', window.location.href.replace(/\/?$/, '/')));
  if (!response.ok) throw new Error(`The schema could not be loaded (HTTP ${response.status})`);
  return buildSchema(await response.text());
}

loadSchema().then(
  (schema) =>
    createRoot(rootElement).render(
      <StrictMode>
        <GraphiQL
          fetcher={fetcher}
          schema={schema}
          defaultTabs={[{ query: CROSS_SUBGRAPH_QUERY }, { query: TICKERS_SUBSCRIPTION }]}
        />
      </StrictMode>,
    ),
  (error: unknown) => {
    rootElement.textContent = error instanceof Error ? error.message : 'The schema could not be loaded';
  },
);
