import type { IncomingMessage } from 'node:http';
import type { Logger } from 'pino';
import { parseCookies } from './request-preferences';

/**
 * The customer's session cookies, named as the gateway sets them (gateway/src/viewer-from-request.ts).
 * Not imported from there: the render process (main-web-render.ts) would load the whole gateway with it.
 * The admin's pair (`admin_…`) is left alone: the public site's chrome shows the customer.
 */
const ACCESS_COOKIE = 'access_token';
const REFRESH_COOKIE = 'refresh_token';

const REFRESH_SESSION = 'mutation RenewSessionForRender { refreshSession { id } }';

export type SessionRenewalOptions = {
  /** The gateway's GraphQL endpoint over loopback. */
  gatewayUrl: string;
  /** The X-Forwarded-* headers the render's own queries carry (PublicPagesOptions.forwardedHeaders). */
  forwardedHeaders: Record<string, string>;
  timeoutMs: number;
  logger: Logger;
};

/** What a renewal gives: the Set-Cookie headers for the browser, and the Cookie header it will send next. */
export type SessionRenewal = { setCookies: string[]; cookieHeader: string };

/**
 * Renews a returning customer's session before their public page is rendered (ADR 0024). The access
 * cookie lives as long as the refresh cookie, but the token in it only 15 minutes: a customer back
 * after that sends an expired access token (or none) with a valid refresh token. Rendered as it is,
 * the page shows the guest chrome until the client has refreshed, then flips to the signed-in one.
 *
 * Returns null, and the page renders as it would have, when there is nothing to renew or the renewal
 * fails: REFRESHED_ELSEWHERE (another tab of this browser renewed a moment ago and its answer holds
 * the new cookies), an ended session, an error or the time limit. Such a page is what the client
 * refreshes itself, as before. The cookies the gateway clears for an ended session are not passed
 * on: the client's own refresh clears them.
 */
export async function renewExpiredSession(
  request: Pick<IncomingMessage, 'headers'>,
  options: SessionRenewalOptions,
): Promise<SessionRenewal | null> {
  const cookieHeader = request.headers.cookie;
  const cookies = parseCookies(cookieHeader);
  // A bearer token is the caller's own business; browsers loading a page never send one.
  if (request.headers.authorization || !cookies.get(REFRESH_COOKIE)) return null;
  const accessToken = cookies.get(ACCESS_COOKIE);
  if (accessToken && !hasExpired(accessToken, Date.now())) return null;
  try {
    const response = await fetch(options.gatewayUrl, {
      method: 'POST',
      headers: { ...options.forwardedHeaders, 'content-type': 'application/json', cookie: cookieHeader ?? '' },
      body: JSON.stringify({ query: REFRESH_SESSION, operationName: 'RenewSessionForRender' }),
      // Given up after identity rotated the token, the renewal leaves the browser a spent refresh token,
      // and its next refresh ends the session: so this is the render's own time limit, not a shorter one.
      signal: AbortSignal.timeout(options.timeoutMs),
    });
    const body = (await response.json()) as {
      data?: { refreshSession?: { id: string } | null } | null;
      errors?: { extensions?: { reason?: string } }[];
    };
    const setCookies = response.headers.getSetCookie();
    // Each Set-Cookie header's first part is the pair the browser will send back.
    const setPairs = parseCookies(setCookies.map((header) => header.split(';')[0]).join(';'));
    const renewed = [ACCESS_COOKIE, REFRESH_COOKIE].every((name) => Boolean(setPairs.get(name)));
    if (!body.data?.refreshSession || body.errors?.length || !renewed) {
      const reason = body.errors?.[0]?.extensions?.reason ?? `status ${response.status}`;
      options.logger.info({ reason }, 'session not renewed for a server render: rendering as before');
      return null;
    }
    options.logger.debug('session renewed for a server render');
    const next = new Map([...cookies, ...setPairs]);
    return { setCookies, cookieHeader: [...next].map(([name, value]) => `${name}=${value}`).join('; ') };
  } catch (error) {
    const reason = error instanceof Error ? `${error.name}: ${error.message}` : 'unknown error';
    options.logger.info({ reason }, 'session not renewed for a server render: rendering as before');
    return null;
  }
}

/**
 * Has this access token expired? Read from its `exp` claim without checking the signature: it only
 * decides whether to ask the gateway for a renewal, and the gateway checks everything. A token that
 * cannot be read counts as not expired: the gateway would refuse it, renewal or not.
 */
function hasExpired(token: string, nowMs: number): boolean {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof claims.exp === 'number' && claims.exp * 1000 <= nowMs;
  } catch {
    return false;
  }
}
