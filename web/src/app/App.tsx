import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider } from 'react-router/dom';
import type { createRouter } from './router';
import { mantineTheme } from './theme';
import { useClientState } from '../state/clientState';

interface AppProps {
  apolloClient: ApolloClient;
  router: ReturnType<typeof createRouter>;
}

export function App({ apolloClient, router }: AppProps) {
  const { theme } = useClientState();
  return (
    <ApolloProvider client={apolloClient}>
      {/* The saved client state decides the colour scheme, so Mantine does not keep its own copy. */}
      <MantineProvider theme={mantineTheme} forceColorScheme={theme === 'DARK' ? 'dark' : 'light'}>
        <RouterProvider router={router} />
      </MantineProvider>
    </ApolloProvider>
  );
}
