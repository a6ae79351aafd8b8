import type { ApolloClient } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import { clientStateColorSchemeManager, colorSchemeOf } from './colorScheme';
import { mantineTheme } from './theme';
import { useClientState } from '../state/clientState';

interface AppProps {
  apolloClient: ApolloClient;
  /** The router: BrowserRouter in the browser, StaticRouter on the server (entry-server.tsx). */
  children: ReactNode;
}

/**
 * Marks the document once React owns it (after hydration of a server-rendered page, or the first
 * render of the SPA shell): before that a click on a button does nothing and a link reloads the page.
 * Browser tests and monitoring wait for `html[data-hydrated]` instead of guessing.
 */
function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}

export function App({ apolloClient, children }: AppProps) {
  const { theme } = useClientState();
  useMarkHydrated();
  return (
    <ApolloProvider client={apolloClient}>
      {/* The saved client state decides the colour scheme, so Mantine does not keep its own copy. */}
      <MantineProvider
        theme={mantineTheme}
        colorSchemeManager={clientStateColorSchemeManager}
        forceColorScheme={colorSchemeOf(theme)}
      >
        {children}
      </MantineProvider>
    </ApolloProvider>
  );
}
