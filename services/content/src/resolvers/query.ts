import type { ContentContext } from '../context';

export const Query = {
  languages: (_parent: unknown, _args: unknown, { content }: ContentContext) => content.languages(),
  siteSettings: (_parent: unknown, _args: unknown, { content }: ContentContext) => content.siteSettings(),
};
