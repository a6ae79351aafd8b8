import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Logger } from 'pino';

/** Seconds a client should wait before trying again: a supervised service is back within about that. */
const RETRY_AFTER_SECONDS = 1;

/**
 * The edge's answer when the gateway or compat cannot be reached (restarting, draining, killed): 503
 * with Retry-After, in the shape the caller reads (GraphQL errors, or the legacy envelope on `/api`),
 * instead of the proxy's 504 that says the upstream was too slow. A socket is closed, and reconnects.
 */
export function answerUpstreamAway(upstream: 'gateway' | 'compat', logger: Logger) {
  return (error: Error, request: IncomingMessage, response: ServerResponse | Socket) => {
    logger.warn({ err: error, upstream, url: request.url }, 'upstream unavailable');
    if (!('writeHead' in response) || response.headersSent) return void response.destroy();
    const message = `The service is restarting; please try again in a moment`;
    const body =
      upstream === 'compat'
        ? { errors: [message], message, data: null }
        : { errors: [{ message, extensions: { code: 'UNAVAILABLE', reason: 'UPSTREAM_UNAVAILABLE' } }] };
    response.writeHead(503, { 'content-type': 'application/json', 'retry-after': String(RETRY_AFTER_SECONDS) });
    response.end(JSON.stringify(body));
  };
}
