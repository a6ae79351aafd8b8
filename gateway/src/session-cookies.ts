import type { SessionCookies, SessionKind } from '@mc/platform';
import { cookieNames } from './viewer-from-request';

/**
 * Set-Cookie values for a session. Both cookies are httpOnly and SameSite=Lax (DESIGN.md §9) and
 * live as long as the refresh token: the access JWT inside expires sooner, and an expired one
 * tells the client to refresh rather than to sign in again.
 */
export function sessionCookieHeaders(session: SessionCookies, secure: boolean): string[] {
  const names = cookieNames(session.kind);
  return [
    cookie(names.access, session.accessToken, session.maxAgeSeconds, secure),
    cookie(names.refresh, session.refreshToken, session.maxAgeSeconds, secure),
  ];
}

export function clearedSessionCookieHeaders(kind: SessionKind, secure: boolean): string[] {
  const names = cookieNames(kind);
  return [cookie(names.access, '', 0, secure), cookie(names.refresh, '', 0, secure)];
}

function cookie(name: string, value: string, maxAgeSeconds: number, secure: boolean): string {
  const attributes = [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    `Max-Age=${maxAgeSeconds}`,
    'HttpOnly',
    'SameSite=Lax',
  ];
  if (secure) attributes.push('Secure');
  return attributes.join('; ');
}
