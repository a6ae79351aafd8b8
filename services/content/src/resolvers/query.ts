import { pageRequest } from '@mc/platform';
import { requireAdmin } from '../access/access';
import { faqDraftPreview } from '../faq/faq.service';
import type { QueryResolvers } from '../generated/resolvers';
import { pageDraftPreview } from '../pages/page.service';

export const Query: QueryResolvers = {
  languages: (_parent, _args, { content }) => content.languages(),
  siteSettings: (_parent, _args, { content }) => content.siteSettings(),

  page: (_parent, { slug, language }, { pages }) => pages.page(slug, language),
  pages: (_parent, { kind, language }, { pages }) => pages.pages(kind, language),
  faq: (_parent, { group, language }, { faq }) => faq.group(group, language),
  sitemap: (_parent, _args, { pages }) => pages.sitemap(),

  pageVersions: (_parent, { slug, language }, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.pages.versions(slug, language);
  },
  faqEntryVersions: (_parent, { key, language }, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.faq.versions(key, language);
  },
  pageDraftPreview: (_parent, { input }, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return pageDraftPreview(input);
  },
  faqDraftPreview: (_parent, { input }, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return faqDraftPreview(input);
  },
  contactMessages: (_parent, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.contact.list(pageRequest(args.page, args.pageSize, 50), args.search, args.status);
  },
  contactMessage: (_parent, { id }, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.contact.message(id);
  },
  contentAuditLog: (_parent, args, context) => {
    requireAdmin(context.viewer, context.clientIp);
    return context.auditLog.page(pageRequest(args.page, args.pageSize, 50), args.search);
  },
};
