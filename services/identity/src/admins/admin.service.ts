import { type Database, type RateLimiter, type SessionCookies, type Viewer } from '@mc/platform';
import { parseEmail } from '../accounts/input-rules';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { SignInGuard } from '../auth/sign-in-guard';
import {
  findAdminByEmail,
  findAdminById,
  insertAdmin,
  listAdmins,
  updateAdmin,
  type AdminRow,
} from '../db/admins.repository';
import { revokeSessionsOf } from '../db/password-resets.repository';
import { identityError } from '../errors';
import { isUserId } from '../users/user-access';
import { hasRole, parseAdminAccount, parseCreateAdmin, parsePasswordChange, type AdminRoleName } from './admin-rules';
import { audit } from './audit';

export type AdminSignedIn = { admin: AdminRow; cookies: SessionCookies };

/** Operators: sign-in, their own account, and admin management by a SUPERADMIN. Every change is audited. */
export class AdminService {
  constructor(
    private readonly database: Database,
    private readonly sessions: SessionService,
    private readonly signInChecks: { perIp: RateLimiter; guard: SignInGuard },
    private readonly passwords: PasswordHasher,
  ) {}

  async signIn(emailInput: unknown, password: string, ip: string): Promise<AdminSignedIn> {
    const email = parseEmail(emailInput);
    if (!(await this.signInChecks.perIp.consume(`admin:${ip}`)))
      throw identityError('RATE_LIMITED', 'Too many sign-in attempts: wait a few minutes and try again');
    // The admins' own guard, as customers' (auth/sign-in-guard.ts): a failure until the password proves right.
    const attempt = this.signInChecks.guard.admit(email, ip);
    const admin = await findAdminByEmail(this.database.orm, email);
    if (!(await this.passwords.verify(admin?.passwordHash, password)) || !admin)
      throw identityError('INVALID_CREDENTIALS', 'The e-mail or password is wrong');
    this.signInChecks.guard.succeeded(attempt);
    if (admin.disabledAt) throw identityError('ACCOUNT_DEACTIVATED', 'This admin account is disabled');
    const cookies = await this.database.orm.transaction(async (tx) => {
      await audit(tx, admin, ip, { operation: 'admin.signed_in', targetType: 'admin', targetId: admin.id });
      return this.sessions.issue(tx, { kind: 'admin', admin });
    });
    return { admin, cookies };
  }

  /** The signed-in admin, or null for anyone else (an expired admin session says so). */
  async current(viewer: Viewer): Promise<AdminRow | null> {
    if (viewer.kind === 'guest' && viewer.sessionExpired)
      throw identityError('SESSION_EXPIRED', 'The session expired: refresh it');
    if (viewer.kind !== 'admin' || !isUserId(viewer.adminId)) return null;
    if (await this.sessions.hasEnded(viewer)) return null;
    const admin = await findAdminById(this.database.orm, viewer.adminId);
    return admin && !admin.disabledAt ? admin : null;
  }

  /** The signed-in admin holding `role` (SUPERADMIN holds all), or the reason they may not act. */
  async requireAdmin(viewer: Viewer, role?: AdminRoleName): Promise<AdminRow> {
    const admin = await this.current(viewer);
    if (!admin)
      throw identityError(
        viewer.kind === 'user' ? 'ADMIN_ROLE_REQUIRED' : 'SIGN_IN_REQUIRED',
        viewer.kind === 'user' ? 'Only an admin may do this' : 'Sign in as an admin first',
      );
    if (role && !hasRole(admin.roles, role)) throw identityError('ADMIN_ROLE_REQUIRED', `This needs the ${role} role`);
    return admin;
  }

  async list(viewer: Viewer): Promise<AdminRow[]> {
    await this.requireAdmin(viewer, 'SUPERADMIN');
    return listAdmins(this.database.orm);
  }

  async create(viewer: Viewer, ip: string, input: unknown): Promise<AdminRow> {
    const actor = await this.requireAdmin(viewer, 'SUPERADMIN');
    const fields = parseCreateAdmin(input);
    const passwordHash = await this.passwords.hash(fields.password);
    return this.database.orm.transaction(async (tx) => {
      const admin = await insertAdmin(tx, {
        email: fields.email,
        firstName: fields.firstName,
        lastName: fields.lastName,
        roles: fields.roles,
        passwordHash,
      });
      if (!admin) throw identityError('EMAIL_TAKEN', 'An admin with this e-mail already exists');
      await audit(tx, actor, ip, { operation: 'admin.created', targetType: 'admin', targetId: admin.id, after: admin });
      return admin;
    });
  }

  async updateAccount(viewer: Viewer, ip: string, input: unknown): Promise<AdminRow> {
    const actor = await this.requireAdmin(viewer);
    const fields = parseAdminAccount(input);
    return this.database.orm.transaction(async (tx) => {
      const other = await findAdminByEmail(tx, fields.email);
      if (other && other.id !== actor.id)
        throw identityError('EMAIL_TAKEN', 'An admin with this e-mail already exists');
      const updated = await updateAdmin(tx, actor.id, fields);
      await audit(tx, actor, ip, {
        operation: 'admin.account.updated',
        targetType: 'admin',
        targetId: actor.id,
        before: actor,
        after: updated,
      });
      return updated;
    });
  }

  async changePassword(
    viewer: Viewer,
    ip: string,
    input: unknown,
    currentRefreshToken: string | undefined,
  ): Promise<void> {
    const actor = await this.requireAdmin(viewer);
    const fields = parsePasswordChange(input);
    if (!(await this.passwords.verify(actor.passwordHash, fields.password)))
      throw identityError('CURRENT_PASSWORD_WRONG', 'The current password is wrong');
    const passwordHash = await this.passwords.hash(fields.newPassword);
    await this.database.orm.transaction(async (tx) => {
      await updateAdmin(tx, actor.id, { passwordHash });
      await revokeSessionsOf(
        tx,
        { kind: 'admin', id: actor.id },
        this.sessions.sessionIdOf(currentRefreshToken),
        'password changed',
      );
      await audit(tx, actor, ip, { operation: 'admin.password.changed', targetType: 'admin', targetId: actor.id });
    });
  }
}
