import type { IncomingHttpHeaders } from 'node:http';
import {
  ACT_AS_HEADER,
  GUEST,
  InvalidTokenError,
  verifyAccessToken,
  type SessionKind,
  type Viewer,
} from '@mc/platform';

/** Cookies set at sign-in; the legacy API and both clients share them. Admins have their own pair. */
export const ACCESS_COOKIE = 'access_token';
export const REFRESH_COOKIE = 'refresh_token';

export function cookieNames(kind: SessionKind): { access: string; refresh: string } {
  return kind === 'admin'
    ? { access: `admin_${ACCESS_COOKIE}`, refresh: `admin_${REFRESH_COOKIE}` }
    : { access: ACCESS_COOKIE, refresh: REFRESH_COOKIE };
}

/** Which session a request speaks for: the admin client says `x-act-as: admin`. */
export function sessionKindOf(headers: IncomingHttpHeaders): SessionKind {
  return headers[ACT_AS_HEADER] === 'admin' ? 'admin' : 'user';
}

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
    if (error instanceof InvalidTokenError && error.expired)
      return { ok: true, viewer: { kind: 'guest', sessionExpired: true } };
    return { ok: false, reason: error instanceof InvalidTokenError ? error.message : 'Invalid access token' };
  }
}

export function tokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  const authorization = headers.authorization;
  if (authorization?.startsWith('Bearer ')) return authorization.slice('Bearer '.length).trim() || undefined;
  return readCookie(headers.cookie, cookieNames(sessionKindOf(headers)).access);
}

export function refreshTokenFromHeaders(headers: IncomingHttpHeaders): string | undefined {
  return readCookie(headers.cookie, cookieNames(sessionKindOf(headers)).refresh);
}

export function readCookie(cookieHeader: string | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name)
      return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return undefined;
}
