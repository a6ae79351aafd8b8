import { refreshFailureEndsSession } from '../auth/session.service';
import type {
  AdminResolvers,
  AuditEntryResolvers,
  MailboxMessageResolvers,
  MutationResolvers,
  QueryResolvers,
} from '../generated/resolvers';

export const adminQueries: QueryResolvers = {
  currentAdmin: (_, __, { admins, viewer }) => admins.current(viewer),
  admins: (_, __, { admins, viewer }) => admins.list(viewer),
  auditLog: (_, args, { backOffice, viewer }) => backOffice.auditLog(viewer, args.page, args.pageSize, args.search),
  mailbox: (_, args, { backOffice, viewer }) => backOffice.mailbox(viewer, args.page, args.pageSize, args.search),
};

export const adminMutations: MutationResolvers = {
  adminSignIn: async (_, args, { admins, session, clientIp }) => {
    const { admin, cookies } = await admins.signIn(args.email, args.password, clientIp);
    session.set(cookies);
    return admin;
  },
  adminSignOut: async (_, __, { sessions, session, refreshToken }) => {
    await sessions.revoke(refreshToken);
    session.clear('admin');
    return true;
  },
  refreshAdminSession: async (_, __, { sessions, session, refreshToken }) => {
    try {
      const { owner, cookies } = await sessions.refresh(refreshToken, 'admin');
      session.set(cookies);
      return owner.admin;
    } catch (error) {
      if (refreshFailureEndsSession(error)) session.clear('admin');
      throw error;
    }
  },
  createAdmin: (_, { input }, { admins, viewer, clientIp }) => admins.create(viewer, clientIp, input),
  setAdminRoles: (_, args, { adminManagement, viewer, clientIp }) =>
    adminManagement.setRoles(viewer, clientIp, args.adminId, args.roles),
  disableAdmin: (_, args, { adminManagement, viewer, clientIp }) =>
    adminManagement.disable(viewer, clientIp, args.adminId, args.reason),
  enableAdmin: (_, args, { adminManagement, viewer, clientIp }) =>
    adminManagement.enable(viewer, clientIp, args.adminId),
  updateAdminAccount: (_, { input }, { admins, viewer, clientIp }) => admins.updateAccount(viewer, clientIp, input),
  updateAdminPhoto: (_, { photo }, { adminPhotos, viewer, clientIp }) => adminPhotos.update(viewer, clientIp, photo),
  changeAdminPassword: async (_, args, { admins, viewer, clientIp, refreshToken }) => {
    await admins.changePassword(viewer, clientIp, args, refreshToken);
    return true;
  },
};

export const Admin: AdminResolvers = {
  /** Another subgraph's reference (who decided a deposit): admins may read it, anyone else gets null. */
  __resolveReference: ({ id }, { viewer, adminsById }) => (viewer.kind === 'admin' ? adminsById.load(id) : null),
  photo: (admin, _, { adminPhotos }) => adminPhotos.photoOf(admin),
};

export const AuditEntry: AuditEntryResolvers = {
  id: (entry) => String(entry.id),
  before: (entry) => (entry.before === null ? null : JSON.stringify(entry.before)),
  after: (entry) => (entry.after === null ? null : JSON.stringify(entry.after)),
};

export const MailboxMessage: MailboxMessageResolvers = {
  body: (mail) => mail.bodyText,
};
