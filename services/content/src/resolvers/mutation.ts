import { requireOperator } from '../access/access';
import type { MutationResolvers } from '../generated/resolvers';

export const Mutation: MutationResolvers = {
  sendContactMessage: (_parent, { input }, { contact, clientIp }) => contact.send(input, clientIp),

  editPage: (_parent, { input }, context) =>
    context.pages.edit(requireOperator(context.viewer, context.clientIp), input),
  restorePageVersion: (_parent, { slug, language, version }, context) =>
    context.pages.restore(requireOperator(context.viewer, context.clientIp), slug, language, version),
  editFaqEntry: (_parent, { input }, context) =>
    context.faq.edit(requireOperator(context.viewer, context.clientIp), input),
  restoreFaqEntryVersion: (_parent, { key, language, version }, context) =>
    context.faq.restore(requireOperator(context.viewer, context.clientIp), key, language, version),
  replyToContactMessage: (_parent, { id, body }, context) =>
    context.contact.reply(requireOperator(context.viewer, context.clientIp), id, body),
  markContactMessageHandled: (_parent, { id }, context) =>
    context.contact.markHandled(requireOperator(context.viewer, context.clientIp), id),
};
