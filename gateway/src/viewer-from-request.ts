import type { IncomingHttpHeaders } from 'node:http';
import { GUEST, InvalidTokenError, verifyAccessToken, type Viewer } from '@mc/platform';

/** Cookies set at sign-in; the legacy API and both clients share them. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

export type ViewerResult = { ok: true; viewer: Viewer } | { ok: false; reason: string };

/**
 * A request with no token is a guest; an expired token of ours makes a guest marked
 * `sessionExpired` (so the client can refresh); any other bad token is refused, never downgraded.
 */
export function viewerFromToken(publicKey: string, token: string | undefined): ViewerResult {
  if (!token) return { ok: true, viewer: GUEST };
  try {
    return { ok: true, viewer: verifyAccessToken(publicKey, token) };
  } catch (error) {
    if (error instanceof InvalidTokenError && error.expired) return { ok: true, viewer: { kind: 'guest', sessionExpired: true } };
    return { ok: false, reason: error instanceof InvalidTokenError ? error.message : 'Invalid access token' };
  }
}

export function tokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  const authorization = headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  return readCookie(headers.cookie, ACCESS_COOKIE);
}

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}
