import http, { type IncomingHttpHeaders } from 'node:http';
import express, { type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { CLIENT_IP_HEADER, encodeViewer, INTERNAL_SECRET_HEADER, VIEWER_HEADER } from '@mc/platform';
import { cookieNames, readCookie, viewerFromToken, type ViewerResult } from './viewer-from-request';

export type ImageProxyOptions = {
  /** Identity's GraphQL URL; its images are at /images/:key on the same origin. */
  identityUrl: string;
  /** Trading's GraphQL URL; trader photos are at /trader-photos/:id on the same origin. */
  tradingUrl: string;
  internalSecret: string;
  publicKey: string;
  timeoutMs: number;
  logger: Logger;
};

/** The headers of identity's answer that reach the browser (the image's type, caching, validator). */
const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'x-content-type-options'];
/** Keys are stored names (hex and an extension); anything longer is refused here, not forwarded. */
const MAX_KEY_LENGTH = 64;

const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 64, keepAliveMsecs: 10_000 });

/**
 * `GET /images/:key`: the viewer from the access token, as for /graphql, then identity's
 * `/images/:key` with the internal secret and that viewer; its answer is streamed back. Identity
 * decides who may see what (401 for a guest, 404 for an unknown key or someone else's image).
 * `GET /images/traders/:id` goes the same way to trading's trader photos.
 */
export function createImageProxy(options: ImageProxyOptions): express.Router {
  const identityOrigin = new URL(options.identityUrl).origin;
  const tradingOrigin = new URL(options.tradingUrl).origin;
  const router = express.Router();
  router.get('/images/:key', (request: Request, response: Response) => {
    const key = String(request.params.key);
    forwardImage(options, request, response, key, `${identityOrigin}/images/${encodeURIComponent(key)}`);
  });
  // Trader photos are trading's (public while the trader is active; trading decides).
  router.get('/images/traders/:id', (request: Request, response: Response) => {
    const id = String(request.params.id);
    forwardImage(options, request, response, id, `${tradingOrigin}/trader-photos/${encodeURIComponent(id)}`);
  });
  return router;
}

/** The viewer from the request, then the owning service's answer streamed back with the passed headers. */
function forwardImage(options: ImageProxyOptions, request: Request, response: Response, key: string, url: string) {
  const viewer = imageViewer(options.publicKey, request.headers);
  if (!viewer.ok || key.length > MAX_KEY_LENGTH) {
    response
      .status(viewer.ok ? 404 : 401)
      .type('text/plain')
      .send(viewer.ok ? 'Not found' : viewer.reason);
    return;
  }
  const headers: http.OutgoingHttpHeaders = {
    [INTERNAL_SECRET_HEADER]: options.internalSecret,
    [VIEWER_HEADER]: encodeViewer(viewer.viewer),
    [CLIENT_IP_HEADER]: request.ip ?? '',
  };
  if (request.headers['if-none-match']) headers['if-none-match'] = request.headers['if-none-match'];
  const upstream = http.get(url, { headers, agent: keepAliveAgent, timeout: options.timeoutMs }, (answer) => {
    response.status(answer.statusCode ?? 502);
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name];
      if (value !== undefined) response.setHeader(name, value);
    }
    answer.pipe(response);
  });
  upstream.on('timeout', () => upstream.destroy(new Error('the image service did not answer in time')));
  upstream.on('error', (error) => {
    options.logger.warn({ err: error }, 'image proxy failed');
    if (!response.headersSent) response.status(502).type('text/plain').send('Bad gateway');
    else response.destroy();
  });
}

/**
 * As /graphql, except that an <img> cannot send `x-act-as: admin`: without a bearer token, a
 * valid admin session is used first, then the customer's. An admin may see every image a customer
 * may, so the choice never hides a picture; an invalid (not merely expired) token is refused.
 */
export function imageViewer(publicKey: string, headers: IncomingHttpHeaders): ViewerResult {
  const authorization = headers.authorization;
  if (authorization?.startsWith('Bearer '))
    return viewerFromToken(publicKey, authorization.slice('Bearer '.length).trim() || undefined);
  let fallback: ViewerResult = viewerFromToken(publicKey, undefined);
  for (const kind of ['admin', 'user'] as const) {
    const result = viewerFromToken(publicKey, readCookie(headers.cookie, cookieNames(kind).access));
    if (!result.ok || result.viewer.kind !== 'guest') return result;
    if (result.viewer.sessionExpired) fallback = result;
  }
  return fallback;
}
