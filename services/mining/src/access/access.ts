import { randomUUID } from 'node:crypto';
import type { AdminRole, Viewer } from '@mc/platform';
import { miningError } from '../errors';

/** Who acts on the market parameters: checked here, in the subgraph that owns them (DESIGN.md §9). */
export type Actor = { adminId: string; ip: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** SUPERADMIN may do everything; otherwise the named role is needed. Without a role, any admin. */
export function requireAdmin(viewer: Viewer, ip: string, role?: Exclude<AdminRole, 'superadmin'>): Actor {
  if (viewer.kind === 'user') throw miningError('ADMIN_ROLE_REQUIRED', 'Only an admin may do this');
  if (viewer.kind === 'guest')
    throw viewer.sessionExpired
      ? miningError('SESSION_EXPIRED', 'Your session expired; sign in again')
      : miningError('SIGN_IN_REQUIRED', 'Sign in first');
  if (role && !viewer.roles.includes('superadmin') && !viewer.roles.includes(role))
    throw miningError('ADMIN_ROLE_REQUIRED', `This needs the ${role.toUpperCase()} role`);
  return { adminId: viewer.adminId, ip };
}

/** The change a submission asks for (idempotency), or a new one when the caller sent none. */
export function requestIdOf(requestId: string | null | undefined): string {
  if (requestId == null) return randomUUID();
  if (!UUID.test(requestId)) throw miningError('INVALID_INPUT', 'requestId must be a UUID');
  return requestId.toLowerCase();
}

/** Every parameter change states why: 3 to 300 characters after trimming. */
export function requiredReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed.length < 3 || trimmed.length > 300)
    throw miningError('INVALID_INPUT', 'reason must be 3 to 300 characters', { field: 'reason' });
  return trimmed;
}

/** A whole number within bounds, or a clear refusal naming the field. */
export function boundedInteger(value: number, min: number, max: number, field: string): bigint {
  if (!Number.isSafeInteger(value) || value < min || value > max)
    throw miningError('INVALID_INPUT', `${field} must be a whole number from ${min} to ${max}`, { field });
  return BigInt(value);
}

/** A customer reads only their own contracts; an admin anyone's; a guest nobody's. */
export function requireReader(viewer: Viewer, userId: string): void {
  if (viewer.kind === 'admin' || (viewer.kind === 'user' && viewer.userId === userId)) return;
  if (viewer.kind === 'guest')
    throw viewer.sessionExpired
      ? miningError('SESSION_EXPIRED', 'Your session expired; sign in again')
      : miningError('SIGN_IN_REQUIRED', 'Sign in first');
  throw miningError('ADMIN_ROLE_REQUIRED', 'You can only see your own contracts');
}

export function isUuid(value: string): boolean {
  return UUID.test(value);
}
