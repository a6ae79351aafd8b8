import { contractPayload } from '@mc/contracts';
import { newEvent, type Database, type Executor, type Outbox, type Viewer } from '@mc/platform';
import { adminReasonSchema, parseInput } from '../accounts/input-rules';
import type { AdminService } from '../admins/admin.service';
import { audit } from '../admins/audit';
import { pageBounds } from '../admins/back-office.service';
import type { DeviceService } from '../devices/device.service';
import { revokeSessionsOf } from '../db/password-resets.repository';
import { findUserById, lockUserById, pageUsers, updateUser, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { identityDecisionMail } from '../mail/templates';
import { isUserId } from '../users/user-access';

/** What admins do to customers' accounts. Each change is role-gated and audited in its own transaction. */
export class CustomerAdminService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly admins: AdminService,
    private readonly mailer: Mailer,
    private readonly devices: DeviceService,
  ) {}

  async page(viewer: Viewer, page: number, pageSize: number, search?: string | null) {
    await this.admins.requireAdmin(viewer);
    const bounds = pageBounds(page, pageSize);
    const trimmed = search?.trim().slice(0, 300) || undefined;
    return {
      ...(await pageUsers(this.database.orm, bounds.offset, bounds.pageSize, trimmed)),
      page: bounds.page,
      pageSize: bounds.pageSize,
    };
  }

  async one(viewer: Viewer, userId: string): Promise<UserRow | null> {
    await this.admins.requireAdmin(viewer);
    return isUserId(userId) ? ((await findUserById(this.database.orm, userId)) ?? null) : null;
  }

  /** Lets the customer past the upload; like approve and decline, the customer is told by e-mail. */
  async skipIdentityCheck(viewer: Viewer, ip: string, userId: string): Promise<UserRow> {
    const actor = await this.admins.requireAdmin(viewer, 'COMPLIANCE');
    const skipped = await this.database.orm.transaction(async (tx) => {
      const user = await requireCustomerRow(tx, userId, true);
      if (user.identityCheck !== 0)
        throw identityError('IDENTITY_CHECK_NOT_SKIPPABLE', 'The identity check was already submitted');
      if (user.identityCheckSkipped)
        throw identityError('IDENTITY_CHECK_NOT_SKIPPABLE', 'The identity check is already skipped');
      const updated = await updateUser(tx, user.id, { identityCheckSkipped: true });
      await audit(tx, actor, ip, {
        operation: 'customer.identity_check.skipped',
        targetType: 'user',
        targetId: user.id,
        before: user,
        after: updated,
      });
      await this.mailer.queue(
        tx,
        user.email,
        identityDecisionMail(user.language, 'SKIP', ''),
        'identity-decision',
        user.id,
      );
      return updated;
    });
    await this.mailer.deliverPending();
    return skipped;
  }

  /** E-mails a new device PIN for a customer who lost theirs; the PIN itself is never shown to the admin. */
  async resendDevicePin(viewer: Viewer, ip: string, userId: string): Promise<void> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    const user = await requireCustomerRow(this.database.orm, userId);
    if (user.deactivatedAt) throw identityError('ACCOUNT_DEACTIVATED', 'This account is deactivated');
    await this.devices.sendPin(user, (tx) =>
      audit(tx, actor, ip, {
        operation: 'customer.device_pin.resent',
        targetType: 'user',
        targetId: user.id,
        after: { recipient: user.email },
      }),
    );
  }

  async deactivate(viewer: Viewer, ip: string, userId: string, reasonInput: unknown): Promise<UserRow> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    const reason = parseInput(adminReasonSchema, reasonInput);
    return this.outbox.transaction(async (tx, publish) => {
      const user = await requireCustomerRow(tx, userId, true);
      if (user.deactivatedAt) throw identityError('ALREADY_DEACTIVATED', 'The account is already deactivated');
      const updated = await updateUser(tx, user.id, { deactivatedAt: new Date(), deactivationReason: reason });
      await publish(
        newEvent(
          'identity.user.deactivated',
          contractPayload('identity.user.deactivated', {
            userId: user.id,
            deactivatedAt: updated.deactivatedAt!.toISOString(),
            reason,
          }),
        ),
      );
      await revokeSessionsOf(tx, { kind: 'user', id: user.id }, undefined, 'deactivated by an admin');
      await audit(tx, actor, ip, {
        operation: 'customer.deactivated',
        targetType: 'user',
        targetId: user.id,
        before: user,
        after: updated,
      });
      return updated;
    });
  }

  /** Undoes a deactivation: the customer may sign in again (old sessions stay ended); audited with why. */
  async reactivate(viewer: Viewer, ip: string, userId: string, reasonInput: unknown): Promise<UserRow> {
    const actor = await this.admins.requireAdmin(viewer, 'OPERATOR');
    const reason = parseInput(adminReasonSchema, reasonInput);
    return this.outbox.transaction(async (tx, publish) => {
      const user = await requireCustomerRow(tx, userId, true);
      if (!user.deactivatedAt) throw identityError('NOT_DEACTIVATED', 'The account is active');
      const updated = await updateUser(tx, user.id, { deactivatedAt: null, deactivationReason: null });
      await publish(
        newEvent(
          'identity.user.reactivated',
          contractPayload('identity.user.reactivated', {
            userId: user.id,
            reactivatedAt: new Date().toISOString(),
            reason,
          }),
        ),
      );
      await audit(tx, actor, ip, {
        operation: 'customer.reactivated',
        targetType: 'user',
        targetId: user.id,
        before: user,
        after: { ...updated, reason },
      });
      return updated;
    });
  }
}

/** The customer an admin acts on (locked until the transaction ends when asked), or User Not Found. */
export async function requireCustomerRow(tx: Executor, userId: string, lock = false): Promise<UserRow> {
  const user = isUserId(userId) ? await (lock ? lockUserById : findUserById)(tx, userId) : undefined;
  if (!user) throw identityError('USER_NOT_FOUND', 'User Not Found');
  return user;
}
