import type { IdentityContext } from '../context';

export const Query = {
  me: (_parent: unknown, _args: unknown, { identity, viewer }: IdentityContext) => identity.me(viewer),
};
