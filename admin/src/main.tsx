import '@mantine/core/styles.css';
import '@mantine/charts/styles.css';
import './i18n';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider } from '@mantine/core';
import { ApolloProvider } from '@apollo/client/react';
import { RouterProvider } from 'react-router';
import { createApolloClient } from './apollo';
import { createAdminRouter } from './router';
import { adminTheme } from './theme';

const rootElement = document.getElementById('root');
if (rootElement === null) throw new Error('index.html has no #root element');

const apolloClient = createApolloClient();
const router = createAdminRouter();

createRoot(rootElement).render(
  <StrictMode>
    <MantineProvider theme={adminTheme}>
      <ApolloProvider client={apolloClient}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </MantineProvider>
  </StrictMode>,
);
