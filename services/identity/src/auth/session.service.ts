import { signAccessToken, type Database, type SessionCookies, type Transaction } from '@mc/platform';
import { lockSession, insertSession, revokeSession, rotateSessionSecret } from '../db/sessions.repository';
import { findUserById, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import { hashSecret, newRefreshSecret, parseRefreshToken, refreshToken } from './refresh-tokens';

export type SessionConfig = { privateKey: string; accessTtlSeconds: number; refreshTtlSeconds: number };

/**
 * Sessions: a short-lived access JWT and a rotating refresh token (DESIGN.md §9). A refresh token
 * that was already rotated away is treated as stolen and ends the session.
 */
export class SessionService {
  constructor(private readonly database: Database, private readonly config: SessionConfig, private readonly now: () => number = Date.now) {}

  async issue(tx: Transaction, userId: string): Promise<SessionCookies> {
    const { secret, secretHash } = newRefreshSecret();
    const session = await insertSession(tx, userId, secretHash, this.refreshExpiry());
    return this.cookies(userId, refreshToken(session.id, secret));
  }

  async refresh(token: string | undefined): Promise<{ user: UserRow; cookies: SessionCookies }> {
    const parsed = parseRefreshToken(token);
    if (!parsed) throw identityError('SESSION_INVALID', 'No valid session: sign in again');
    return this.database.orm.transaction(async (tx) => {
      const session = await lockSession(tx, parsed.sessionId);
      if (!session || session.revokedAt || session.expiresAt.getTime() <= this.now()) {
        throw identityError('SESSION_INVALID', 'The session has ended: sign in again');
      }
      if (session.secretHash !== hashSecret(parsed.secret)) {
        await revokeSession(tx, session.id, 'refresh token reused');
        return { reused: true } as const;
      }
      const user = await findUserById(tx, session.userId);
      if (!user || user.deactivatedAt) throw identityError('SESSION_INVALID', 'The account is not active');
      const { secret, secretHash } = newRefreshSecret();
      await rotateSessionSecret(tx, session.id, secretHash, this.refreshExpiry());
      return { user, cookies: this.cookies(user.id, refreshToken(session.id, secret)) };
    }).then((result) => {
      // Thrown after the commit so the revocation of a reused token is kept.
      if ('reused' in result) throw identityError('SESSION_INVALID', 'This session was ended for your safety: sign in again');
      return result;
    });
  }

  /** Sign-out: ends the session of this refresh token, if any. Never fails. */
  async revoke(token: string | undefined): Promise<void> {
    const parsed = parseRefreshToken(token);
    if (!parsed) return;
    await this.database.orm.transaction(async (tx) => {
      const session = await lockSession(tx, parsed.sessionId);
      if (session && session.secretHash === hashSecret(parsed.secret)) await revokeSession(tx, session.id, 'signed out');
    });
  }

  private cookies(userId: string, token: string): SessionCookies {
    return {
      accessToken: signAccessToken(this.config.privateKey, { kind: 'user', sub: userId }, this.config.accessTtlSeconds),
      refreshToken: token,
      maxAgeSeconds: this.config.refreshTtlSeconds,
    };
  }

  private refreshExpiry(): Date {
    return new Date(this.now() + this.config.refreshTtlSeconds * 1000);
  }
}
