import { createHash, randomBytes } from 'node:crypto';

/** A refresh token is `<session id>.<secret>`; the database keeps only the secret's SHA-256. */
export type IssuedRefreshToken = { token: string; secretHash: string };

export function newRefreshSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashSecret(secret) };
}

export function refreshToken(sessionId: string, secret: string): string {
  return `${sessionId}.${secret}`;
}

export function parseRefreshToken(token: string | undefined): { sessionId: string; secret: string } | undefined {
  const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/.exec(token ?? '');
  return match ? { sessionId: match[1], secret: match[2] } : undefined;
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/**
 * How long the secret a refresh replaced still gets "refreshed elsewhere, retry" instead of ending
 * the session. Tabs of one browser share the cookie jar: when two refresh at once (a browser
 * restoring its tabs after the access token expired), the loser's request left before the winner's
 * new cookie arrived. A few seconds covers that round trip on a slow network; a replay of the
 * replaced secret after that, or of any older one, is taken for theft and ends the session.
 */
export const REFRESH_GRACE_MS = 10_000;

/** Is the presented secret the one the last refresh replaced, within the grace window? */
export function isJustReplaced(
  session: { previousSecretHash: string | null; rotatedAt: Date | null },
  presentedHash: string,
  nowMs: number,
): boolean {
  if (session.previousSecretHash !== presentedHash || session.rotatedAt === null) return false;
  return nowMs - session.rotatedAt.getTime() < REFRESH_GRACE_MS;
}
