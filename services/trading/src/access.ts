import type { Viewer } from '@mc/platform';
import { tradingError } from './errors';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Who may act: checked here, in the subgraph that owns trades (DESIGN.md §9). */
export function requireCustomer(viewer: Viewer): string {
  if (viewer.kind === 'user') return viewer.userId;
  if (viewer.kind === 'admin') throw tradingError('CUSTOMER_ONLY', 'Only a customer can trade for themself');
  throw signInRequired(viewer);
}

/** Who did an admin action, for the audit log. */
export type Actor = { adminId: string; ip: string };

/** Any admin: reads such as the audit log. */
export function requireAdmin(viewer: Viewer): void {
  if (viewer.kind === 'user') throw tradingError('ADMIN_ROLE_REQUIRED', 'Only an admin may do this');
  if (viewer.kind === 'guest') throw signInRequired(viewer);
}

/** Traders are managed by OPERATOR admins; SUPERADMIN may do everything (as in mining). */
export function requireOperator(viewer: Viewer, ip: string): Actor {
  if (viewer.kind === 'user') throw tradingError('ADMIN_ROLE_REQUIRED', 'Only an admin may do this');
  if (viewer.kind === 'guest') throw signInRequired(viewer);
  if (!viewer.roles.includes('superadmin') && !viewer.roles.includes('operator'))
    throw tradingError('ADMIN_ROLE_REQUIRED', 'This needs the OPERATOR role');
  return { adminId: viewer.adminId, ip };
}

/** The trader desk places and closes traders' model-account trades: TRADING_DESK; SUPERADMIN may do everything. */
export function requireDesk(viewer: Viewer, ip: string): Actor {
  if (viewer.kind === 'user') throw tradingError('ADMIN_ROLE_REQUIRED', 'Only an admin may do this');
  if (viewer.kind === 'guest') throw signInRequired(viewer);
  if (!viewer.roles.includes('superadmin') && !viewer.roles.includes('trading_desk'))
    throw tradingError('ADMIN_ROLE_REQUIRED', 'This needs the TRADING_DESK role');
  return { adminId: viewer.adminId, ip };
}

/** Admins of the desk (TRADING_DESK, SUPERADMIN) and OPERATOR read why mirrors were skipped. */
export function mayReadMirrorSkips(viewer: Viewer): boolean {
  return (
    viewer.kind === 'admin' && viewer.roles.some((role) => ['superadmin', 'trading_desk', 'operator'].includes(role))
  );
}

/** A customer sees only their own positions, an admin anyone's; a guest is asked to sign in. */
export function mayRead(viewer: Viewer, userId: string): boolean {
  if (viewer.kind === 'guest') throw signInRequired(viewer);
  return viewer.kind === 'admin' || viewer.userId === userId;
}

/** The position's id is the request's: the same requestId twice opens one position. */
export function requestIdOf(requestId: string): string {
  if (!UUID.test(requestId)) throw tradingError('INVALID_INPUT', 'requestId must be a UUID', { field: 'requestId' });
  return requestId.toLowerCase();
}

function signInRequired(viewer: Extract<Viewer, { kind: 'guest' }>) {
  return viewer.sessionExpired
    ? tradingError('SESSION_EXPIRED', 'Your session expired; sign in again')
    : tradingError('SIGN_IN_REQUIRED', 'Sign in first');
}
