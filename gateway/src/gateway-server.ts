import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';
import type { Logger } from 'pino';
import {
  DEFAULT_DRAIN_MS,
  drainHttpServer,
  measureHttp,
  metricsRoute,
  sampledGauge,
  SERVER_KEEP_ALIVE_MS,
  traceHttpServer,
  type AdmissionLimits,
  type EventBus,
  type RunningServer,
} from '@mc/platform';
import { readCommittedSupergraph } from './compose/compose';
import { createHttpGateway } from './http-gateway';
import { createImageProxy } from './image-proxy';
import { sandboxSchemaSdl } from './sandbox-schema';
import { subgraphReadiness } from './subgraph-readiness';
import { InstrumentDirectory } from './subscriptions/instrument-directory';
import { miningSnapshotReader } from './subscriptions/mining-snapshot';
import { buildSubscriptionSchema } from './subscriptions/subscription-schema';
import { TickerHub } from './subscriptions/ticker-hub';
import { startWsServer } from './subscriptions/ws-server';

export const SANDBOX_DIST_DIR = path.join(__dirname, '..', 'dist', 'sandbox');

export type GatewayOptions = {
  subgraphUrls: Record<string, string>;
  internalSecret: string;
  publicKey: string;
  bus: EventBus;
  logger: Logger;
  allowedOrigins: string[];
  host: string;
  port: number;
  production: boolean;
  subgraphTimeoutMs?: number;
  /** Identical subgraph reads in flight at once go out once (ADR 0033); on unless false. */
  sharedReads?: boolean;
  /** Admission control of GraphQL over HTTP; DEFAULT_ADMISSION_LIMITS when not given. */
  admission?: AdmissionLimits;
  supergraphSdl?: string;
  secureCookies?: boolean;
  /** Local development only (GRAPHQL_INTROSPECTION=open): anyone may introspect. */
  openIntrospection?: boolean;
  /** How long a stop lets requests in flight finish (DRAIN_TIMEOUT_MS); 10 s by default. */
  drainMs?: number;
};

const openSockets = sampledGauge({
  name: 'cloudmine_gateway_open_websockets',
  help: 'graphql-ws sockets open on the gateway.',
  labelNames: ['service'],
});

export type RunningGateway = RunningServer & { hub: TickerHub; socketCount(): number };

/** The gateway process: GraphQL over HTTP and WebSocket on `/graphql`, identity's images, the sandbox, health. */
export async function startGateway(options: GatewayOptions): Promise<RunningGateway> {
  const app = express();
  app.disable('x-powered-by');
  // The edge (or nginx) is the only client: take the caller's IP from its X-Forwarded-For.
  app.set('trust proxy', 'loopback, uniquelocal');
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  app.use(measureHttp('gateway'));
  app.get('/metrics', metricsRoute());

  const httpGateway = await createHttpGateway({
    supergraphSdl: options.supergraphSdl ?? readCommittedSupergraph(),
    subgraphUrls: options.subgraphUrls,
    internalSecret: options.internalSecret,
    publicKey: options.publicKey,
    subgraphTimeoutMs: options.subgraphTimeoutMs ?? 10_000,
    admission: options.admission,
    sharedReads: options.sharedReads,
    production: options.production,
    secureCookies: options.secureCookies ?? false,
    openIntrospection: options.openIntrospection ?? false,
    logger: options.logger,
  });
  const instruments = new InstrumentDirectory(options.subgraphUrls.trading, options.internalSecret, options.logger);
  instruments.start();
  await instruments.waitUntilLoaded(5_000);
  const hub = new TickerHub(options.bus);
  const ws = startWsServer({
    httpServer,
    schema: buildSubscriptionSchema(hub, instruments, options.bus, {
      read: miningSnapshotReader(httpGateway.execute),
      logger: options.logger,
    }),
    publicKey: options.publicKey,
    allowedOrigins: options.allowedOrigins,
    logger: options.logger,
  });
  const stopCountingSockets = openSockets.add(() => [{ labels: { service: 'gateway' }, value: ws.clientCount }]);

  app.get('/health', (_request, response) => {
    response.json({ status: 'ok', service: 'gateway' });
  });
  const subgraphs = subgraphReadiness(options.subgraphUrls);
  const ownStatus = () => (!instruments.loaded ? 'starting' : options.bus.connected() ? 'ready' : 'bus disconnected');
  // Ready when live prices can be served (instruments loaded, bus connected) and every subgraph is;
  // a missing one is named. Queries are answered meanwhile, partly when a subgraph is missing.
  app.get('/ready', async (_request, response) => {
    const missing = await subgraphs.missing();
    const own = ownStatus();
    const status = own === 'ready' && missing.length > 0 ? 'subgraphs missing' : own;
    response.status(status === 'ready' ? 200 : 503).json({ status, service: 'gateway', missing });
  });
  // The gateway's own part only, for an orchestrator's readiness probe: were one subgraph's absence to
  // take every gateway replica out of rotation, the other subgraphs' answers would go with it.
  app.get('/ready/self', (_request, response) => {
    const status = ownStatus();
    response.status(status === 'ready' ? 200 : 503).json({ status, service: 'gateway' });
  });
  const sandboxSchema = sandboxSchemaSdl(options.supergraphSdl ?? readCommittedSupergraph());
  app.get('/sandbox/schema.graphql', (_request, response) => {
    response.type('text/plain').setHeader('cache-control', 'no-cache').send(sandboxSchema);
  });
  if (existsSync(SANDBOX_DIST_DIR)) app.use('/sandbox', express.static(SANDBOX_DIST_DIR, { index: 'index.html' }));
  // Traced from here: the probes, scrapes and the sandbox's files above would only add noise.
  app.use(traceHttpServer('gateway'));
  app.use(
    createImageProxy({
      identityUrl: options.subgraphUrls.identity,
      tradingUrl: options.subgraphUrls.trading,
      internalSecret: options.internalSecret,
      publicKey: options.publicKey,
      timeoutMs: options.subgraphTimeoutMs ?? 10_000,
      logger: options.logger,
    }),
  );
  app.use(httpGateway.router);

  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host, resolve));
  const port = (httpServer.address() as AddressInfo).port;
  options.logger.info({ port }, 'gateway listening');
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${options.host}:${port}/graphql`,
    port,
    hub,
    socketCount: () => ws.clientCount,
    stop: () => {
      stopping ??= (async () => {
        instruments.stop();
        stopCountingSockets();
        // Sockets first (their clients reconnect elsewhere), then the requests in flight run to their end.
        await ws.stop();
        await drainHttpServer(httpServer, options.drainMs ?? DEFAULT_DRAIN_MS);
        await httpGateway.stop();
      })();
      return stopping;
    },
  };
}
