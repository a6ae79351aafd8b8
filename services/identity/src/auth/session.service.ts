import {
  AppError,
  signAccessToken,
  type AdminRole,
  type Database,
  type SessionCookies,
  type Transaction,
  type Viewer,
} from '@mc/platform';
import { findAdminById, type AdminRow } from '../db/admins.repository';
import {
  insertSession,
  isSessionActive,
  lockSession,
  revokeSession,
  rotateSessionSecret,
  type SessionRow,
} from '../db/sessions.repository';
import { findUserById, type UserRow } from '../db/users.repository';
import { identityError } from '../errors';
import { isUserId } from '../users/user-access';
import { hashSecret, isJustReplaced, newRefreshSecret, parseRefreshToken, refreshToken } from './refresh-tokens';

export type SessionConfig = { privateKey: string; accessTtlSeconds: number; refreshTtlSeconds: number };
export type SessionOwner = { kind: 'user'; user: UserRow } | { kind: 'admin'; admin: AdminRow };
type OwnerOfKind<TKind extends SessionOwner['kind']> = Extract<SessionOwner, { kind: TKind }>;

/**
 * Sessions of customers and admins: a short-lived access JWT and a rotating refresh token
 * (DESIGN.md §9). A refresh token that was already rotated away is treated as stolen and ends
 * the session, except the one the last refresh replaced, for a few seconds (REFRESH_GRACE_MS):
 * that is another tab of the same browser refreshing at the same time.
 */
export class SessionService {
  constructor(
    private readonly database: Database,
    private readonly config: SessionConfig,
    private readonly now: () => number = Date.now,
  ) {}

  async issue(tx: Transaction, owner: SessionOwner): Promise<SessionCookies> {
    const { secret, secretHash } = newRefreshSecret();
    const subject =
      owner.kind === 'user'
        ? { kind: 'user' as const, id: owner.user.id }
        : { kind: 'admin' as const, id: owner.admin.id };
    const session = await insertSession(tx, subject, secretHash, this.refreshExpiry());
    return this.cookies(owner, session.id, secret);
  }

  async refresh<TKind extends SessionOwner['kind']>(
    token: string | undefined,
    kind: TKind,
  ): Promise<{ owner: OwnerOfKind<TKind>; cookies: SessionCookies }> {
    const parsed = parseRefreshToken(token);
    if (!parsed) throw identityError('SESSION_INVALID', 'No valid session: sign in again');
    const result = await this.database.orm.transaction(async (tx) => {
      const session = await lockSession(tx, parsed.sessionId);
      if (!session || session.revokedAt || session.expiresAt.getTime() <= this.now() || !belongsTo(session, kind)) {
        throw identityError('SESSION_INVALID', 'The session has ended: sign in again');
      }
      const presentedHash = hashSecret(parsed.secret);
      if (session.secretHash !== presentedHash) {
        // No second token pair for the replaced secret: the browser already holds the winner's cookies.
        if (isJustReplaced(session, presentedHash, this.now()))
          throw identityError('REFRESHED_ELSEWHERE', 'This session was just refreshed in another tab: retry');
        await revokeSession(tx, session.id, 'refresh token reused');
        return { reused: true } as const;
      }
      const owner = await this.activeOwner(tx, session);
      // belongsTo already checked the kind; this tells the compiler, so callers get the owner they asked for.
      if (!isOwnerOfKind(owner, kind)) throw identityError('SESSION_INVALID', 'The session has ended: sign in again');
      const { secret, secretHash } = newRefreshSecret();
      const rotation = { presentedHash, secretHash, expiresAt: this.refreshExpiry(), rotatedAt: new Date(this.now()) };
      // The row is locked and its secret was checked above, so nothing else can have rotated it.
      if (!(await rotateSessionSecret(tx, session.id, rotation)))
        throw new Error(`session ${session.id} was rotated while locked`);
      return { owner, cookies: this.cookies(owner, session.id, secret) };
    });
    // Thrown after the commit so the revocation of a reused token is kept.
    if ('reused' in result)
      throw identityError('SESSION_INVALID', 'This session was ended for your safety: sign in again');
    return result;
  }

  /** Sign-out: ends the session of this refresh token, if any. Never fails. */
  async revoke(token: string | undefined): Promise<void> {
    const parsed = parseRefreshToken(token);
    if (!parsed) return;
    await this.database.orm.transaction(async (tx) => {
      const session = await lockSession(tx, parsed.sessionId);
      if (session && session.secretHash === hashSecret(parsed.secret))
        await revokeSession(tx, session.id, 'signed out');
    });
  }

  /** The session id inside a refresh token, without checking it (to keep it while ending others). */
  sessionIdOf(token: string | undefined): string | undefined {
    return parseRefreshToken(token)?.sessionId;
  }

  private async activeOwner(tx: Transaction, session: SessionRow): Promise<SessionOwner> {
    if (session.userId) {
      const user = await findUserById(tx, session.userId);
      if (user && !user.deactivatedAt) return { kind: 'user', user };
    } else if (session.adminId) {
      const admin = await findAdminById(tx, session.adminId);
      if (admin && !admin.disabledAt) return { kind: 'admin', admin };
    }
    throw identityError('SESSION_INVALID', 'The account is not active');
  }

  /** Has the session this viewer's access token was issued for ended (signed out, revoked, deactivated)? */
  async hasEnded(viewer: Viewer): Promise<boolean> {
    if (viewer.kind === 'guest' || viewer.sessionId === undefined) return false;
    return !isUserId(viewer.sessionId) || !(await isSessionActive(this.database.orm, viewer.sessionId));
  }

  private cookies(owner: SessionOwner, sessionId: string, secret: string): SessionCookies {
    const claims =
      owner.kind === 'user'
        ? { kind: 'user' as const, sub: owner.user.id, sid: sessionId }
        : {
            kind: 'admin' as const,
            sub: owner.admin.id,
            roles: owner.admin.roles.map((role) => role.toLowerCase() as AdminRole),
            sid: sessionId,
          };
    return {
      kind: owner.kind,
      accessToken: signAccessToken(this.config.privateKey, claims, this.config.accessTtlSeconds),
      refreshToken: refreshToken(sessionId, secret),
      maxAgeSeconds: this.config.refreshTtlSeconds,
    };
  }

  private refreshExpiry(): Date {
    return new Date(this.now() + this.config.refreshTtlSeconds * 1000);
  }
}

/**
 * Does this failed refresh leave the browser without a session, so its cookies are cleared?
 * REFRESHED_ELSEWHERE does not: the winning tab's answer set new cookies in the same cookie jar, and
 * clearing them now (this answer may arrive after the winner's) would sign the customer out after all.
 */
export function refreshFailureEndsSession(error: unknown): boolean {
  return !(error instanceof AppError && error.reason === 'REFRESHED_ELSEWHERE');
}

function belongsTo(session: SessionRow, kind: 'user' | 'admin'): boolean {
  return kind === 'user' ? session.userId !== null : session.adminId !== null;
}

function isOwnerOfKind<TKind extends SessionOwner['kind']>(
  owner: SessionOwner,
  kind: TKind,
): owner is OwnerOfKind<TKind> {
  return owner.kind === kind;
}
