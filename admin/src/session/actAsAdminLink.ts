import { ApolloLink } from '@apollo/client';

/** The header that makes the gateway read the admin session cookies instead of a customer's. */
export const ACT_AS_HEADER = 'x-act-as';

/** Adds `x-act-as: admin` to every operation the admin client sends (including refresh retries). */
export function createActAsAdminLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }) => ({
      headers: { ...(headers as Record<string, string> | undefined), [ACT_AS_HEADER]: 'admin' },
    }));
    return forward(operation);
  });
}
