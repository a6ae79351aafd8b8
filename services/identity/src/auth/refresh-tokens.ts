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
