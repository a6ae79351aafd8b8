import { z } from 'zod';
import type { Database, Executor, Viewer } from '@mc/platform';
import { adminReasonSchema, parseInput } from '../accounts/input-rules';
import { lockAllAdmins, updateAdmin, type AdminRow } from '../db/admins.repository';
import { revokeSessionsOf } from '../db/password-resets.repository';
import { identityError } from '../errors';
import { isUserId } from '../users/user-access';
import { ADMIN_ROLES } from './admin-rules';
import type { AdminService } from './admin.service';
import { audit } from './audit';

const rolesSchema = z.array(z.enum(ADMIN_ROLES)).min(1, 'needs at least one role');

/**
 * A SUPERADMIN changes other admins' roles, disables them (sessions end at once, the row and its
 * audit trail stay) and enables them again. The platform always keeps one active SUPERADMIN.
 */
export class AdminManagementService {
  constructor(
    private readonly database: Database,
    private readonly admins: AdminService,
  ) {}

  async setRoles(viewer: Viewer, ip: string, adminId: string, rolesInput: unknown): Promise<AdminRow> {
    const actor = await this.admins.requireAdmin(viewer, 'SUPERADMIN');
    const roles = [...new Set(parseInput(rolesSchema, rolesInput))];
    return this.database.orm.transaction(async (tx) => {
      const { target, all } = await this.lockTarget(tx, actor, adminId);
      if (!roles.includes('SUPERADMIN')) requireAnotherSuperadmin(all, target);
      const updated = await updateAdmin(tx, target.id, { roles });
      await audit(tx, actor, ip, {
        operation: 'admin.roles.changed',
        targetType: 'admin',
        targetId: target.id,
        before: { roles: target.roles },
        after: { roles: updated.roles },
      });
      return updated;
    });
  }

  async disable(viewer: Viewer, ip: string, adminId: string, reasonInput: unknown): Promise<AdminRow> {
    const actor = await this.admins.requireAdmin(viewer, 'SUPERADMIN');
    const reason = parseInput(adminReasonSchema, reasonInput);
    if (adminId === actor.id)
      throw identityError('CANNOT_DISABLE_SELF', 'You cannot disable your own account: ask another superadmin');
    return this.database.orm.transaction(async (tx) => {
      const { target, all } = await this.lockTarget(tx, actor, adminId);
      if (target.disabledAt) throw identityError('ALREADY_DEACTIVATED', 'This admin is already disabled');
      requireAnotherSuperadmin(all, target);
      const updated = await updateAdmin(tx, target.id, { disabledAt: new Date() });
      await revokeSessionsOf(tx, { kind: 'admin', id: target.id }, undefined, 'disabled by a superadmin');
      await audit(tx, actor, ip, {
        operation: 'admin.disabled',
        targetType: 'admin',
        targetId: target.id,
        before: target,
        after: { ...updated, reason },
      });
      return updated;
    });
  }

  async enable(viewer: Viewer, ip: string, adminId: string): Promise<AdminRow> {
    const actor = await this.admins.requireAdmin(viewer, 'SUPERADMIN');
    return this.database.orm.transaction(async (tx) => {
      const { target } = await this.lockTarget(tx, actor, adminId);
      if (!target.disabledAt) throw identityError('NOT_DEACTIVATED', 'This admin is not disabled');
      const updated = await updateAdmin(tx, target.id, { disabledAt: null });
      await audit(tx, actor, ip, {
        operation: 'admin.enabled',
        targetType: 'admin',
        targetId: target.id,
        before: target,
        after: updated,
      });
      return updated;
    });
  }

  /** Locks every admin, then checks again that the actor is still an active SUPERADMIN (another may have just changed that). */
  private async lockTarget(
    tx: Executor,
    actor: AdminRow,
    adminId: string,
  ): Promise<{ target: AdminRow; all: AdminRow[] }> {
    const all = await lockAllAdmins(tx);
    const self = all.find((admin) => admin.id === actor.id);
    if (!self || self.disabledAt || !self.roles.includes('SUPERADMIN'))
      throw identityError('ADMIN_ROLE_REQUIRED', 'This needs the SUPERADMIN role');
    const target = isUserId(adminId) ? all.find((admin) => admin.id === adminId) : undefined;
    if (!target) throw identityError('ADMIN_NOT_FOUND', 'Admin Not Found');
    return { target, all };
  }
}

function requireAnotherSuperadmin(all: AdminRow[], target: AdminRow): void {
  const others = all.filter(
    (admin) => admin.id !== target.id && !admin.disabledAt && admin.roles.includes('SUPERADMIN'),
  );
  if (others.length === 0)
    throw identityError(
      'LAST_SUPERADMIN',
      'The platform needs one active superadmin: make another admin superadmin first',
    );
}
