import type { Viewer } from '@mc/platform';
import { contentError } from '../errors';

/** The admin acting, and from where, for the audit log. */
export type Actor = { adminId: string; ip: string };

/** Reading versions, the inbox and the audit log: any admin. */
export function requireAdmin(viewer: Viewer, ip: string): Actor {
  if (viewer.kind === 'admin') return { adminId: viewer.adminId, ip };
  if (viewer.kind === 'user') throw contentError('ADMIN_ROLE_REQUIRED', 'Only an admin may do this');
  throw viewer.sessionExpired
    ? contentError('SESSION_EXPIRED', 'Your session expired; sign in again')
    : contentError('SIGN_IN_REQUIRED', 'Sign in first');
}

/** Publishing texts and answering visitors: OPERATOR, or SUPERADMIN who may do everything. */
export function requireOperator(viewer: Viewer, ip: string): Actor {
  const actor = requireAdmin(viewer, ip);
  if (viewer.kind === 'admin' && !viewer.roles.includes('superadmin') && !viewer.roles.includes('operator'))
    throw contentError('ADMIN_ROLE_REQUIRED', 'This needs the OPERATOR role');
  return actor;
}
