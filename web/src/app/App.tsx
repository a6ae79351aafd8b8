import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { mantineTheme } from './theme';
import { useClientState } from '../state/clientState';

interface AppProps {
  apolloClient: ApolloClient;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server (entry-server.tsx). */
  children: ReactNode;
}

export function App({ apolloClient, children }: AppProps) {
  const { theme } = useClientState();
  return (
    <ApolloProvider client={apolloClient}>
      {/* The saved client state decides the colour scheme, so Mantine does not keep its own copy. */}
      <MantineProvider theme={mantineTheme} forceColorScheme={theme === 'DARK' ? 'dark' : 'light'}>
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
