import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { DEFAULT_DRAIN_MS, drainHttpServer, SERVER_KEEP_ALIVE_MS, type RunningServer } from '@mc/platform';
import { createCompatRouter } from './app';

export async function startCompatService(options: {
  gatewayUrl: string;
  host: string;
  port: number;
  logger: Logger;
  /** How long a stop lets legacy calls in flight finish (DRAIN_TIMEOUT_MS); 10 s by default. */
  drainMs?: number;
}): Promise<RunningServer> {
  const server = http.createServer(createCompatRouter(options.gatewayUrl, options.logger));
  // The edge keeps its connections here open between requests.
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const port = (server.address() as AddressInfo).port;
  options.logger.info({ port }, 'compat listening');
  return {
    url: `http://${options.host}:${port}/api`,
    port,
    stop: () => drainHttpServer(server, options.drainMs ?? DEFAULT_DRAIN_MS),
  };
}
