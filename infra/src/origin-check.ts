import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';

/**
 * The edge refuses a write that a browser sent from a page of another site (ADR 0030): to /graphql and /api,
 * and to any other path, where no write is served anyway.
 * The session lives in cookies, which a browser attaches to such a request too; until now only the
 * preflight of a JSON body and SameSite=Lax stood in the way. GET, HEAD and OPTIONS change nothing here
 * (Apollo answers a mutation over GET with 405), so they pass, and so does a request that carries neither
 * Origin nor Sec-Fetch-Site: no browser sends a write without Origin, so it is curl or a server-to-server
 * legacy client, which holds no visitor's cookies.
 */
const STATE_CHANGING_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const ORIGIN_REFUSED_MESSAGE =
  'Refused: this request came from a page of another site. Use the platform at its own address (PUBLIC_URL or ALLOWED_ORIGINS).';

/** The origins a browser may write from: the platform's own addresses and ALLOWED_ORIGINS, as scheme://host[:port]. */
export type AllowedOrigins = { has(origin: string): boolean };

/**
 * Whether the browser's own account of where a request comes from rules it out: `Sec-Fetch-Site:
 * cross-site` always; an Origin that is not allowed; `same-site` (a sibling host) only with an allowed Origin.
 */
export function isFromForeignSite(headers: IncomingHttpHeaders, allowed: AllowedOrigins): boolean {
  const origin = headers.origin;
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const originAllowed = origin !== undefined && allowed.has(origin);
  if (site === 'same-site') return !originAllowed;
  return origin !== undefined && !originAllowed;
}

/**
 * Express middleware for the edge: a state-changing request from a foreign site gets 403, in the legacy
 * envelope under /api and as a GraphQL error elsewhere.
 */
export function refuseForeignWrites(allowed: AllowedOrigins, logger: Logger) {
  return (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    if (!STATE_CHANGING_METHODS.has(request.method ?? '') || !isFromForeignSite(request.headers, allowed))
      return next();
    logRefusal(logger, 'write', request);
    response.statusCode = 403;
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify(request.url?.startsWith('/api') ? legacyRefusal() : graphqlRefusal()));
  };
}

/** A WebSocket upgrade carries the visitor's cookies too: one from a foreign site is refused before the gateway. */
export function refuseForeignSocket(
  request: IncomingMessage,
  socket: Duplex,
  allowed: AllowedOrigins,
  logger: Logger,
): boolean {
  if (!isFromForeignSite(request.headers, allowed)) return false;
  logRefusal(logger, 'websocket', request);
  socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  return true;
}

/** Says which origin was refused, so an operator can tell an attack from an address missing in ALLOWED_ORIGINS. */
function logRefusal(logger: Logger, kind: 'write' | 'websocket', request: IncomingMessage): void {
  const { origin, 'sec-fetch-site': fetchSite } = request.headers;
  logger.warn(
    { kind, method: request.method, path: request.url, origin, fetchSite },
    'refused: request from another site',
  );
}

/** The legacy envelope of every /api answer (DESIGN.md §10); infra/nginx/nginx.conf sends the same bodies. */
export function legacyRefusal() {
  return { errors: [ORIGIN_REFUSED_MESSAGE], message: ORIGIN_REFUSED_MESSAGE, data: null };
}

export function graphqlRefusal() {
  return {
    errors: [{ message: ORIGIN_REFUSED_MESSAGE, extensions: { code: 'FORBIDDEN', reason: 'ORIGIN_NOT_ALLOWED' } }],
  };
}

/**
 * The addresses the edge itself answers on, as a browser that opened it there writes them: the host it
 * listens on, and 127.0.0.1 and localhost when that is loopback or every interface.
 */
export function originsOfTheEdge(host: string, port: number): string[] {
  const everyInterface = host === '0.0.0.0' || host === '::';
  const loopback = everyInterface || ['127.0.0.1', 'localhost', '::1'].includes(host);
  const names = new Set(everyInterface ? [] : [host.includes(':') ? `[${host}]` : host]);
  if (loopback) names.add('127.0.0.1').add('localhost');
  return [...names].map((name) => `http://${name}:${port}`);
}
