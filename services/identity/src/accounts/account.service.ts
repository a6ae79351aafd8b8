import { randomInt } from 'node:crypto';
import { contractPayload } from '@mc/contracts';
import { type Database, newEvent, type Outbox, type RateLimiter, type SessionCookies, type Viewer } from '@mc/platform';
import type { PasswordHasher } from '../auth/passwords';
import type { SessionService } from '../auth/session.service';
import type { SignInGuard } from '../auth/sign-in-guard';
import {
  findUserByEmail,
  findUserById,
  findUserByReferralCode,
  insertUser,
  lockUser,
  updateUser,
  type UserRow,
} from '../db/users.repository';
import { identityError } from '../errors';
import { isUserId } from '../users/user-access';
import { parseAddress, parseDetails, parseEmail, parseLanguage, parsePhone, parseSignUp } from './input-rules';

const REFERRAL_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** Every sign-in attempt from one address (any account), and the wrong-password guard of customers. */
export type SignInChecks = { perIp: RateLimiter; guard: SignInGuard };
export type SignedIn = { user: UserRow; cookies: SessionCookies };

/** Customer accounts: sign-up, sign-in, the wizard's details and identity-skip steps. */
export class AccountService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly sessions: SessionService,
    private readonly signInChecks: SignInChecks,
    private readonly passwords: PasswordHasher,
  ) {}

  async signUp(input: unknown): Promise<SignedIn> {
    const fields = parseSignUp(input);
    const passwordHash = await this.passwords.hash(fields.password);
    return this.outbox.transaction(async (tx, publish) => {
      const referrer = fields.referralCode ? await findUserByReferralCode(tx, fields.referralCode) : undefined;
      if (fields.referralCode && !referrer)
        throw identityError('REFERRER_NOT_FOUND', `Referral code ${fields.referralCode} does not exist`);
      if (await findUserByEmail(tx, fields.email))
        throw identityError('EMAIL_TAKEN', 'An account with this e-mail already exists');
      const user = await insertUser(tx, {
        email: fields.email,
        passwordHash,
        firstName: fields.firstName,
        lastName: fields.lastName,
        phoneNumber: fields.phoneNumber,
        language: fields.language,
        referralCode: newReferralCode(),
        referrerId: referrer?.id ?? null,
      });
      // Two sign-ups with one e-mail at once: the unique index lets one insert through.
      if (!user) throw identityError('EMAIL_TAKEN', 'An account with this e-mail already exists');
      await publish(
        newEvent(
          'identity.user.registered',
          contractPayload('identity.user.registered', {
            userId: user.id,
            referrerId: user.referrerId,
            registeredAt: user.createdAt.toISOString(),
          }),
        ),
      );
      return { user, cookies: await this.sessions.issue(tx, { kind: 'user', user }) };
    });
  }

  async signIn(emailInput: unknown, password: string, clientIp: string): Promise<SignedIn> {
    const email = parseEmail(emailInput);
    if (!(await this.signInChecks.perIp.consume(clientIp)))
      throw identityError('RATE_LIMITED', 'Too many sign-in attempts: wait a few minutes and try again');
    // Counted as a failure from here until the password proves right (auth/sign-in-guard.ts).
    const attempt = this.signInChecks.guard.admit(email, clientIp);
    const user = await findUserByEmail(this.database.orm, email);
    if (!(await this.passwords.verify(user?.passwordHash, password)) || !user) {
      throw identityError('INVALID_CREDENTIALS', 'The e-mail or password is wrong');
    }
    this.signInChecks.guard.succeeded(attempt);
    if (user.deactivatedAt) throw identityError('ACCOUNT_DEACTIVATED', 'This account is deactivated: contact support');
    const cookies = await this.database.orm.transaction((tx) => this.sessions.issue(tx, { kind: 'user', user }));
    return { user, cookies };
  }

  async updateDetails(viewer: Viewer, input: unknown): Promise<UserRow> {
    const user = await this.requireCustomer(viewer);
    const details = parseDetails(input);
    return this.updateWithCountry(user, {
      ...details,
      detailsCompletedAt: user.detailsCompletedAt ?? new Date(),
    });
  }

  async updatePhone(viewer: Viewer, mobileNumber: unknown): Promise<UserRow> {
    const user = await this.requireCustomer(viewer);
    return updateUser(this.database.orm, user.id, { mobileNumber: parsePhone(mobileNumber) });
  }

  async updateAddress(viewer: Viewer, input: unknown): Promise<UserRow> {
    const user = await this.requireCustomer(viewer);
    return this.updateWithCountry(user, parseAddress(input));
  }

  /**
   * Updates the customer; a changed country is announced in the same transaction
   * (`identity.user.country_changed`), so trading's jurisdiction rules follow every change and only those.
   */
  private updateWithCountry(user: UserRow, changes: Partial<UserRow> & { country: string }) {
    return this.outbox.transaction(async (tx, publish) => {
      const before = await lockUser(tx, user.id);
      const updated = await updateUser(tx, user.id, changes);
      if (updated.country !== null && updated.country !== before?.country) {
        await publish(
          newEvent(
            'identity.user.country_changed',
            contractPayload('identity.user.country_changed', {
              userId: updated.id,
              country: updated.country,
              changedAt: new Date().toISOString(),
            }),
          ),
        );
      }
      return updated;
    });
  }

  /** The language of the customer's e-mails (the settings page). */
  async updateLanguage(viewer: Viewer, language: unknown): Promise<UserRow> {
    const user = await this.requireCustomer(viewer);
    return updateUser(this.database.orm, user.id, { language: parseLanguage(language) });
  }

  async skipIdentityCheck(viewer: Viewer): Promise<UserRow> {
    const user = await this.requireCustomer(viewer);
    if (user.identityCheck !== 0)
      throw identityError('IDENTITY_CHECK_NOT_SKIPPABLE', 'The identity check was already submitted');
    return updateUser(this.database.orm, user.id, { identityCheckSkipped: true });
  }

  /** The signed-in, active customer, or the reason there is none. */
  async requireCustomer(viewer: Viewer): Promise<UserRow> {
    if (viewer.kind === 'guest' && viewer.sessionExpired)
      throw identityError('SESSION_EXPIRED', 'The session expired: refresh it');
    if (viewer.kind !== 'user') throw identityError('SIGN_IN_REQUIRED', 'Sign in first');
    if (!isUserId(viewer.userId)) throw identityError('VIEWER_INVALID', 'The signed-in user id is not valid');
    if (await this.sessions.hasEnded(viewer))
      throw identityError('SESSION_INVALID', 'The session has ended: sign in again');
    const user = await findUserById(this.database.orm, viewer.userId);
    if (!user) throw identityError('SIGN_IN_REQUIRED', 'Sign in first');
    if (user.deactivatedAt) throw identityError('ACCOUNT_DEACTIVATED', 'This account is deactivated: contact support');
    return user;
  }
}

function newReferralCode(): string {
  return Array.from({ length: 8 }, () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)]).join('');
}
