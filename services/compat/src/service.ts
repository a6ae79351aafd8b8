import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { SERVER_KEEP_ALIVE_MS, type RunningServer } from '@mc/platform';
import { createCompatRouter } from './app';

export async function startCompatService(options: {
  gatewayUrl: string;
  host: string;
  port: number;
  logger: Logger;
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
    stop: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
