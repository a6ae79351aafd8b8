import { useApolloClient, useMutation } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { DISMISS_MESSAGE_MUTATION, MY_MESSAGES_QUERY } from './queries';

/** Dismissed already (here, in another tab or by the popup): for this page, the same as done. */
function alreadyGone(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((item) => item.extensions?.reason === 'MESSAGE_NOT_FOUND')
  );
}

/**
 * `dismissMessage`, then the message leaves the cached list (the Messages card and the popup read
 * it). Any other failure is thrown for the caller's red box.
 */
export function useDismissMessage(): (id: string) => Promise<void> {
  const client = useApolloClient();
  const [dismissMessage] = useMutation(DISMISS_MESSAGE_MUTATION);
  return async (id: string) => {
    try {
      await dismissMessage({ variables: { id } });
    } catch (error) {
      if (!alreadyGone(error)) throw error;
    }
    client.cache.updateQuery({ query: MY_MESSAGES_QUERY }, (data) =>
      data ? { myMessages: data.myMessages.filter((message) => message.id !== id) } : data,
    );
  };
}
