import type { QueryResolvers } from '../generated/resolvers';

export const Query: QueryResolvers = {
  languages: (_parent, _args, { content }) => content.languages(),
  siteSettings: (_parent, _args, { content }) => content.siteSettings(),
};
