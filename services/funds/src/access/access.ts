import type { AdminRole, Viewer } from '@mc/platform';
import { fundsError } from '../errors';

/** Who may act: checked here, in the subgraph that owns the money (DESIGN.md §9). */
export type Actor = { adminId: string; ip: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return UUID.test(value);
}

export function requireCustomer(viewer: Viewer): string {
  if (viewer.kind === 'user') return viewer.userId;
  if (viewer.kind === 'admin') throw fundsError('CUSTOMER_ONLY', 'Only a customer can do this for themself');
  throw signInRequired(viewer);
}

/** SUPERADMIN may do everything; otherwise the named role is needed. Without a role, any admin. */
export function requireAdmin(viewer: Viewer, ip: string, role?: Exclude<AdminRole, 'superadmin'>): Actor {
  if (viewer.kind !== 'admin') {
    if (viewer.kind === 'user') throw fundsError('ADMIN_ROLE_REQUIRED', 'Only an admin may do this');
    throw signInRequired(viewer);
  }
  if (role && !viewer.roles.includes('superadmin') && !viewer.roles.includes(role)) {
    throw fundsError('ADMIN_ROLE_REQUIRED', `This needs the ${role.toUpperCase()} role`);
  }
  return { adminId: viewer.adminId, ip };
}

/** A customer sees only their own money; an admin anyone's; a guest nobody's. */
export function mayReadCustomer(viewer: Viewer, userId: string): boolean {
  return viewer.kind === 'admin' || (viewer.kind === 'user' && viewer.userId === userId);
}

export function requireReader(viewer: Viewer, userId: string): void {
  if (mayReadCustomer(viewer, userId)) return;
  if (viewer.kind === 'guest') throw signInRequired(viewer);
  throw fundsError('ADMIN_ROLE_REQUIRED', 'You can only see your own money');
}

function signInRequired(viewer: Viewer) {
  return viewer.kind === 'guest' && viewer.sessionExpired
    ? fundsError('SESSION_EXPIRED', 'Your session expired; sign in again')
    : fundsError('SIGN_IN_REQUIRED', 'Sign in first');
}
