import type { MutationResolvers, QueryResolvers } from '../generated/resolvers';

export const customerQueries: QueryResolvers = {
  customers: (_, args, { customerAdmin, viewer }) => customerAdmin.page(viewer, args.page, args.pageSize, args.search),
  customer: (_, { id }, { customerAdmin, viewer }) => customerAdmin.one(viewer, id),
  myMessages: (_, __, { messages, viewer }) => messages.open(viewer),
};

export const customerMutations: MutationResolvers = {
  dismissMessage: async (_, { id }, { messages, viewer }) => {
    await messages.dismiss(viewer, id);
    return true;
  },
  sendMessage: (_, args, { customerMessaging, viewer, clientIp }) =>
    customerMessaging.sendMessage(viewer, clientIp, args.userId, { body: args.body, type: args.type }),
  clearCustomerMessages: (_, { userId }, { customerMessaging, viewer, clientIp }) =>
    customerMessaging.clearMessages(viewer, clientIp, userId),
  sendCustomerEmail: async (_, args, { customerMessaging, viewer, clientIp }) => {
    await customerMessaging.sendEmail(viewer, clientIp, args.userId, { subject: args.subject, body: args.body });
    return true;
  },
  skipCustomerIdentityCheck: (_, { userId }, { customerAdmin, viewer, clientIp }) =>
    customerAdmin.skipIdentityCheck(viewer, clientIp, userId),
  submitIdentityDocuments: (_, args, { identityChecks, viewer }) =>
    identityChecks.submit(viewer, args.front, args.back),
  reviewIdentityCheck: (_, args, { identityChecks, viewer, clientIp }) =>
    identityChecks.review(viewer, clientIp, args.userId, args.decision, args.reason),
  resendCustomerDevicePin: async (_, { userId }, { customerAdmin, viewer, clientIp }) => {
    await customerAdmin.resendDevicePin(viewer, clientIp, userId);
    return true;
  },
  deactivateCustomer: (_, args, { customerAdmin, viewer, clientIp }) =>
    customerAdmin.deactivate(viewer, clientIp, args.userId, args.reason),
  reactivateCustomer: (_, args, { customerAdmin, viewer, clientIp }) =>
    customerAdmin.reactivate(viewer, clientIp, args.userId, args.reason),
};
