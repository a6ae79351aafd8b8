import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Request, Response } from 'express';
import type { Logger } from 'pino';
import { collectProcessMetrics, metricsExposition } from './registry';

/**
 * Only a scraper inside the platform's network may read the metrics: the caller is on loopback or a
 * private address (a pod, a compose network), and the request did not come through the edge or nginx
 * (which add X-Forwarded-For). Anyone else gets 404, as for a path that does not exist.
 */
export function isInternalScrape(request: http.IncomingMessage): boolean {
  if (request.headers['x-forwarded-for'] !== undefined) return false;
  return isPrivateAddress(request.socket.remoteAddress ?? '');
}

export function isPrivateAddress(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (/^(127|10)\./.test(v4) || /^192\.168\./.test(v4) || /^172\.(1[6-9]|2\d|3[01])\./.test(v4)) return true;
  return address === '::1' || /^f[cd][0-9a-f]{2}:/i.test(address);
}

/** `GET /metrics` for an Express app whose port is not public (a subgraph, the gateway, compat). */
export function metricsRoute() {
  collectProcessMetrics();
  return async (request: Request, response: Response) => {
    if (!isInternalScrape(request)) return void response.status(404).type('text/plain').send('Not Found');
    const { contentType, body } = await metricsExposition();
    response.setHeader('cache-control', 'no-store');
    response.type(contentType).send(body);
  };
}

export type MetricsServer = { url: string; port: number; stop(): Promise<void> };

/**
 * A port of its own that serves only `/metrics`, for a process whose main port is public (the edge,
 * the web render behind nginx): METRICS_PORT, on loopback unless told otherwise.
 */
export async function startMetricsServer(options: {
  host: string;
  port: number;
  logger: Logger;
}): Promise<MetricsServer> {
  collectProcessMetrics();
  const server = http.createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (request.method !== 'GET' || path !== '/metrics' || !isInternalScrape(request)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not Found');
      return;
    }
    metricsExposition().then(
      ({ contentType, body }) => response.writeHead(200, { 'content-type': contentType }).end(body),
      (error: unknown) => {
        options.logger.error({ err: error }, 'metrics exposition failed');
        response.writeHead(500).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  options.logger.info({ port }, 'metrics listening');
  return {
    url: `http://${options.host}:${port}/metrics`,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
