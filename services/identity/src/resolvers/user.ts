import type { IdentityContext } from '../context';

export const User = {
  /** Other subgraphs refer to users by id; only the user themself or an admin gets the fields. */
  __resolveReference: ({ id }: { id: string }, { identity, viewer }: IdentityContext) => identity.userForViewer(viewer, id),
};
