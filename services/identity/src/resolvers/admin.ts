import type { IdentityContext } from '../context';
import type { AdminRow } from '../db/admins.repository';
import type { AuditRow } from '../db/audit.repository';
import type { MailRow } from '../db/mail.repository';

type PageArgs = { page: number; pageSize: number; search?: string };

export const adminQueries = {
  currentAdmin: (_: unknown, __: unknown, { admins, viewer }: IdentityContext) => admins.current(viewer),
  admins: (_: unknown, __: unknown, { admins, viewer }: IdentityContext) => admins.list(viewer),
  auditLog: (_: unknown, args: PageArgs, { backOffice, viewer }: IdentityContext) =>
    backOffice.auditLog(viewer, args.page, args.pageSize, args.search),
  mailbox: (_: unknown, args: PageArgs, { backOffice, viewer }: IdentityContext) =>
    backOffice.mailbox(viewer, args.page, args.pageSize, args.search),
};

export const adminMutations = {
  adminSignIn: async (
    _: unknown,
    args: { email: string; password: string },
    { admins, session, clientIp }: IdentityContext,
  ) => {
    const { admin, cookies } = await admins.signIn(args.email, args.password, clientIp);
    session.set(cookies);
    return admin;
  },
  adminSignOut: async (_: unknown, __: unknown, { sessions, session, refreshToken }: IdentityContext) => {
    await sessions.revoke(refreshToken);
    session.clear('admin');
    return true;
  },
  refreshAdminSession: async (_: unknown, __: unknown, { sessions, session, refreshToken }: IdentityContext) => {
    try {
      const { owner, cookies } = await sessions.refresh(refreshToken, 'admin');
      session.set(cookies);
      return owner.kind === 'admin' ? owner.admin : null;
    } catch (error) {
      session.clear('admin');
      throw error;
    }
  },
  createAdmin: (_: unknown, { input }: { input: unknown }, { admins, viewer, clientIp }: IdentityContext) =>
    admins.create(viewer, clientIp, input),
  setAdminRoles: (
    _: unknown,
    args: { adminId: string; roles: string[] },
    { adminManagement, viewer, clientIp }: IdentityContext,
  ) => adminManagement.setRoles(viewer, clientIp, args.adminId, args.roles),
  disableAdmin: (
    _: unknown,
    args: { adminId: string; reason: string },
    { adminManagement, viewer, clientIp }: IdentityContext,
  ) => adminManagement.disable(viewer, clientIp, args.adminId, args.reason),
  enableAdmin: (_: unknown, args: { adminId: string }, { adminManagement, viewer, clientIp }: IdentityContext) =>
    adminManagement.enable(viewer, clientIp, args.adminId),
  updateAdminAccount: (_: unknown, { input }: { input: unknown }, { admins, viewer, clientIp }: IdentityContext) =>
    admins.updateAccount(viewer, clientIp, input),
  updateAdminPhoto: (
    _: unknown,
    { photo }: { photo: { fileName: string; base64: string } },
    { adminPhotos, viewer, clientIp }: IdentityContext,
  ) => adminPhotos.update(viewer, clientIp, photo),
  changeAdminPassword: async (
    _: unknown,
    args: Record<string, unknown>,
    { admins, viewer, clientIp, refreshToken }: IdentityContext,
  ) => {
    await admins.changePassword(viewer, clientIp, args, refreshToken);
    return true;
  },
};

export const Admin = {
  /** Another subgraph's reference (who decided a deposit): admins may read it, anyone else gets null. */
  __resolveReference: ({ id }: { id: string }, { viewer, adminsById }: IdentityContext) =>
    viewer.kind === 'admin' ? adminsById.load(id) : null,
  photo: (admin: AdminRow, _: unknown, { adminPhotos }: IdentityContext) => adminPhotos.photoOf(admin),
};

export const AuditEntry = {
  id: (entry: AuditRow) => String(entry.id),
  before: (entry: AuditRow) => (entry.before === null ? null : JSON.stringify(entry.before)),
  after: (entry: AuditRow) => (entry.after === null ? null : JSON.stringify(entry.after)),
};

export const MailboxMessage = {
  body: (mail: MailRow) => mail.bodyText,
};
