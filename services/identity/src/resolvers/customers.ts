import type { IdentityContext } from '../context';

type PageArgs = { page: number; pageSize: number; search?: string };

export const customerQueries = {
  customers: (_: unknown, args: PageArgs, { customerAdmin, viewer }: IdentityContext) =>
    customerAdmin.page(viewer, args.page, args.pageSize, args.search),
  customer: (_: unknown, { id }: { id: string }, { customerAdmin, viewer }: IdentityContext) =>
    customerAdmin.one(viewer, id),
  myMessages: (_: unknown, __: unknown, { messages, viewer }: IdentityContext) => messages.open(viewer),
};

export const customerMutations = {
  dismissMessage: async (_: unknown, { id }: { id: string }, { messages, viewer }: IdentityContext) => {
    await messages.dismiss(viewer, id);
    return true;
  },
  sendMessage: (
    _: unknown,
    args: { userId: string; body: string; type: string },
    { customerMessaging, viewer, clientIp }: IdentityContext,
  ) => customerMessaging.sendMessage(viewer, clientIp, args.userId, { body: args.body, type: args.type }),
  clearCustomerMessages: (
    _: unknown,
    { userId }: { userId: string },
    { customerMessaging, viewer, clientIp }: IdentityContext,
  ) => customerMessaging.clearMessages(viewer, clientIp, userId),
  sendCustomerEmail: async (
    _: unknown,
    args: { userId: string; subject: string; body: string },
    { customerMessaging, viewer, clientIp }: IdentityContext,
  ) => {
    await customerMessaging.sendEmail(viewer, clientIp, args.userId, { subject: args.subject, body: args.body });
    return true;
  },
  skipCustomerIdentityCheck: (
    _: unknown,
    { userId }: { userId: string },
    { customerAdmin, viewer, clientIp }: IdentityContext,
  ) => customerAdmin.skipIdentityCheck(viewer, clientIp, userId),
  submitIdentityDocuments: (
    _: unknown,
    args: { front: { fileName: string; base64: string }; back: { fileName: string; base64: string } },
    { identityChecks, viewer }: IdentityContext,
  ) => identityChecks.submit(viewer, args.front, args.back),
  reviewIdentityCheck: (
    _: unknown,
    args: { userId: string; decision: 'APPROVE' | 'DECLINE'; reason?: string },
    { identityChecks, viewer, clientIp }: IdentityContext,
  ) => identityChecks.review(viewer, clientIp, args.userId, args.decision, args.reason),
  resendCustomerDevicePin: async (
    _: unknown,
    { userId }: { userId: string },
    { customerAdmin, viewer, clientIp }: IdentityContext,
  ) => {
    await customerAdmin.resendDevicePin(viewer, clientIp, userId);
    return true;
  },
  deactivateCustomer: (
    _: unknown,
    args: { userId: string; reason: string },
    { customerAdmin, viewer, clientIp }: IdentityContext,
  ) => customerAdmin.deactivate(viewer, clientIp, args.userId, args.reason),
  reactivateCustomer: (
    _: unknown,
    args: { userId: string; reason: string },
    { customerAdmin, viewer, clientIp }: IdentityContext,
  ) => customerAdmin.reactivate(viewer, clientIp, args.userId, args.reason),
};
