import { randomBytes } from 'node:crypto';
import type { Database, Viewer } from '@mc/platform';
import type { AccountService } from '../accounts/account.service';
import { parseEmail } from '../accounts/input-rules';
import { parsePasswordChange } from '../admins/admin-rules';
import { audit } from '../admins/audit';
import type { PasswordHasher } from '../auth/passwords';
import type { RateLimiter } from '@mc/platform';
import { hashSecret } from '../auth/refresh-tokens';
import type { SessionService } from '../auth/session.service';
import type { SignInGuard } from '../auth/sign-in-guard';
import { findAdminByEmail, updateAdmin } from '../db/admins.repository';
import {
  insertPasswordReset,
  lockPasswordReset,
  markPasswordResetsUsed,
  revokeSessionsOf,
} from '../db/password-resets.repository';
import { findUserByEmail, updateUser } from '../db/users.repository';
import { identityError } from '../errors';
import type { Mailer } from '../mail/mailer';
import { passwordResetMail } from '../mail/templates';

export const RESET_TOKEN_TTL_MS = 3_600_000;
type Kind = 'user' | 'admin';

/** Password reset by an e-mailed single-use token, and password changes; both end other sessions. */
export class PasswordService {
  constructor(
    private readonly database: Database,
    private readonly mailer: Mailer,
    private readonly sessions: SessionService,
    private readonly accounts: AccountService,
    private readonly resetRequests: RateLimiter,
    /** Each kind's wrong-password guard, told when a reset makes the guessed password moot. */
    private readonly signInGuards: Record<Kind, SignInGuard>,
    private readonly publicUrl: string,
    private readonly passwords: PasswordHasher,
    private readonly now: () => number = Date.now,
  ) {}

  /** The same answer whether or not the e-mail has an account, so it reveals nothing. */
  async requestReset(kind: Kind, emailInput: unknown): Promise<void> {
    const email = parseEmail(emailInput);
    if (!(await this.resetRequests.consume(`${kind}:${email}`)))
      throw identityError('RATE_LIMITED', 'Too many reset requests for this e-mail: try again later');
    const owner =
      kind === 'user'
        ? await findUserByEmail(this.database.orm, email)
        : await findAdminByEmail(this.database.orm, email);
    if (!owner) return;
    const token = randomBytes(24).toString('base64url');
    const page = kind === 'user' ? '/password.html' : '/control/password.html';
    const link = `${this.publicUrl}${page}?email=${encodeURIComponent(email)}&token=${token}`;
    const language = 'language' in owner ? owner.language : 'en';
    await this.database.orm.transaction(async (tx) => {
      await insertPasswordReset(
        tx,
        { kind, id: owner.id },
        hashSecret(token),
        new Date(this.now() + RESET_TOKEN_TTL_MS),
      );
      await this.mailer.queue(
        tx,
        email,
        passwordResetMail(language, token, link),
        `${kind}-password-reset`,
        kind === 'user' ? owner.id : undefined,
        [token],
      );
    });
    await this.mailer.deliverPending();
  }

  /**
   * The token alone names the account (it is unguessable); an e-mail, when given, must match it.
   * An admin's reset is audited with the admin as the actor: nobody else was signed in.
   */
  async reset(
    kind: Kind,
    input: { email?: unknown; token: string; newPassword: string; confirmNewPassword: string },
    ip: string,
  ): Promise<void> {
    const email =
      input.email === undefined || input.email === null || input.email === '' ? undefined : parseEmail(input.email);
    const fields = parsePasswordChange({
      password: '',
      newPassword: input.newPassword,
      confirmNewPassword: input.confirmNewPassword,
    });
    const passwordHash = await this.passwords.hash(fields.newPassword);
    const invalid = () =>
      identityError('RESET_TOKEN_INVALID', 'The reset token is wrong, used or expired: request a new one');
    const ownerEmail = await this.database.orm.transaction(async (tx) => {
      const reset = await lockPasswordReset(tx, hashSecret(input.token));
      if (!reset || reset.usedAt || reset.expiresAt.getTime() <= this.now()) throw invalid();
      const ownerId = kind === 'user' ? reset.userId : reset.adminId;
      if (!ownerId) throw invalid();
      if (email) {
        const named = kind === 'user' ? await findUserByEmail(tx, email) : await findAdminByEmail(tx, email);
        if (named?.id !== ownerId) throw invalid();
      }
      const subject = { kind, id: ownerId } as const;
      let ownerEmail: string;
      if (kind === 'user') ownerEmail = (await updateUser(tx, ownerId, { passwordHash })).email;
      else {
        const admin = await updateAdmin(tx, ownerId, { passwordHash });
        await audit(tx, admin, ip, { operation: 'admin.password.reset', targetType: 'admin', targetId: ownerId });
        ownerEmail = admin.email;
      }
      await markPasswordResetsUsed(tx, subject);
      await revokeSessionsOf(tx, subject, undefined, 'password reset');
      return ownerEmail;
    });
    // The failures were guesses at the old password: the owner, who proved the mailbox, starts afresh.
    this.signInGuards[kind].forgetFailures(ownerEmail);
  }

  async changeCustomerPassword(viewer: Viewer, input: unknown, currentRefreshToken: string | undefined): Promise<void> {
    const user = await this.accounts.requireCustomer(viewer);
    const fields = parsePasswordChange(input);
    if (!(await this.passwords.verify(user.passwordHash, fields.password)))
      throw identityError('CURRENT_PASSWORD_WRONG', 'The current password is wrong');
    const passwordHash = await this.passwords.hash(fields.newPassword);
    await this.database.orm.transaction(async (tx) => {
      await updateUser(tx, user.id, { passwordHash });
      await revokeSessionsOf(
        tx,
        { kind: 'user', id: user.id },
        this.sessions.sessionIdOf(currentRefreshToken),
        'password changed',
      );
    });
  }
}
