import { useApolloClient, useMutation } from '@apollo/client/react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PATHS } from '../paths';
import { ADMIN_SIGN_OUT_MUTATION } from './queries';

/** Signs out on the server, forgets everything cached for the admin, then opens /control/signin.html. */
export function useSignOut(): { signOut: () => void; signingOut: boolean } {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signOutMutation] = useMutation(ADMIN_SIGN_OUT_MUTATION);
  const [signingOut, setSigningOut] = useState(false);
  const signOut = async () => {
    setSigningOut(true);
    // The server always succeeds; on a network failure the cookies may stay, and currentAdmin will tell.
    await signOutMutation().catch(() => undefined);
    await client.resetStore().catch(() => undefined);
    setSigningOut(false);
    await navigate(PATHS.signIn, { replace: true });
  };
  return { signOut: () => void signOut(), signingOut };
}
