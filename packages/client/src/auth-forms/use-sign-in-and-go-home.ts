import type { ApolloClient, TypedDocumentNode } from '@apollo/client';
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useNavigate } from 'react-router';

export interface Credentials {
  email: string;
  password: string;
}

/**
 * Signs in through `mutation` (the server sets the session cookies), then reloads the viewer the
 * guards watch before opening `homePath`, so the guards already see the new session there.
 */
export function useSignInAndGoHome(
  mutation: TypedDocumentNode<unknown, Credentials>,
  reloadSession: (client: ApolloClient) => Promise<unknown>,
  homePath: string,
): (credentials: Credentials) => Promise<void> {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signIn] = useMutation(mutation);
  return async (credentials) => {
    await signIn({ variables: credentials });
    await reloadSession(client);
    await navigate(homePath, { replace: true });
  };
}
