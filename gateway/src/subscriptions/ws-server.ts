import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Logger } from 'pino';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { GraphQLSchema } from 'graphql';
import type { Viewer } from '@mc/platform';
import { tokenFromHeaders, viewerFromToken } from '../viewer-from-request';
import { createDocumentCache } from './document-cache';

export type WsServerOptions = {
  httpServer: Server;
  schema: GraphQLSchema;
  publicKey: string;
  /** Origins a browser may connect from (read on every upgrade, so it may grow); requests without an Origin (non-browser clients) pass. */
  allowedOrigins: string[];
  logger: Logger;
  path?: string;
  /** A socket whose unsent data exceeds this is too slow to keep up and is dropped. */
  maxBufferedBytes?: number;
  sweepIntervalMs?: number;
};

type Extra = { request: IncomingMessage; viewer?: Viewer };

/**
 * graphql-ws on the gateway's `/graphql` path. The viewer comes from the connection's token
 * (connection params `token`, else the access cookie of the upgrade request), never from
 * subscription arguments. A bad token closes the socket with 4403.
 */
export function startWsServer(options: WsServerOptions) {
  const path = options.path ?? '/graphql';
  const wss = new WebSocketServer({ noServer: true, perMessageDeflate: false, maxPayload: 64 * 1024 });
  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    if (new URL(request.url ?? '/', 'http://localhost').pathname !== path) return;
    const origin = request.headers.origin;
    if (origin && !options.allowedOrigins.includes(origin)) {
      options.logger.warn({ origin }, 'websocket refused: origin not allowed');
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      return;
    }
    wss.handleUpgrade(request, socket, head, (ws) => wss.emit('connection', ws, request));
  };
  options.httpServer.on('upgrade', onUpgrade);

  const disposable = useServer<Record<string, unknown> | undefined, Extra>(
    {
      schema: options.schema,
      ...createDocumentCache(options.schema),
      onConnect: (context) => {
        const token =
          typeof context.connectionParams?.token === 'string'
            ? context.connectionParams.token
            : tokenFromHeaders(context.extra.request.headers);
        // Read only here, yet graphql-ws keeps the upgrade request (headers, stream state) for the socket's life.
        Reflect.deleteProperty(context.extra, 'request');
        const result = viewerFromToken(options.publicKey, token);
        if (!result.ok) return false;
        context.extra.viewer = result.viewer;
        return true;
      },
      context: (context) => ({ viewer: context.extra.viewer }),
    },
    wss,
  );

  const sweep = setInterval(
    () => dropSlowSockets(wss, options.maxBufferedBytes ?? 1_048_576, options.logger),
    options.sweepIntervalMs ?? 1_000,
  );
  sweep.unref();

  return {
    wss,
    get clientCount() {
      return wss.clients.size;
    },
    stop: async () => {
      clearInterval(sweep);
      options.httpServer.off('upgrade', onUpgrade);
      for (const client of wss.clients) client.terminate();
      await disposable.dispose();
      await new Promise<void>((resolve) => wss.close(() => resolve()));
    },
  };
}

/**
 * Ticks are conflated and each send is awaited, so a healthy socket never holds much unsent data;
 * one that does cannot keep up (or stopped reading) and is cut loose rather than buffered for.
 * Returns how many were dropped.
 */
export function dropSlowSockets(
  wss: Pick<WebSocketServer, 'clients'>,
  maxBufferedBytes: number,
  logger: Logger,
): number {
  let dropped = 0;
  for (const client of wss.clients as Set<Pick<WebSocket, 'bufferedAmount' | 'terminate'>>) {
    if (client.bufferedAmount > maxBufferedBytes) {
      logger.warn({ bufferedBytes: client.bufferedAmount }, 'dropping slow websocket');
      client.terminate();
      dropped += 1;
    }
  }
  return dropped;
}
