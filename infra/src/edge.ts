import { existsSync } from 'node:fs';
import http, { type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import compression from 'compression';
import express, { type Request, type Response } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { Logger } from 'pino';
import { isAdminRoute } from '@mc/contracts/src/client-routes';
import {
  injectTraceContext,
  measureHttp,
  SERVER_KEEP_ALIVE_MS,
  traceContextOfRequest,
  traceHttpServer,
  TRACEPARENT_HEADER,
  type EventBus,
  type RunningServer,
} from '@mc/platform';
import { clientAddressOf } from './client-address';
import { originsOfTheEdge, refuseForeignSocket, refuseForeignWrites } from './origin-check';
import { publicPagesRouter } from './prerender/public-pages-router';
import type { PageStoreFill } from './prerender/store-refresh';
import { securityHeaders } from './security-headers';
import { UpstreamPool } from './upstream-pool';
import { answerUpstreamAway } from './upstream-unavailable';

export type EdgeOptions = {
  host: string;
  port: number;
  /** Origin of the gateway process, e.g. http://127.0.0.1:4000, or one per replica, taken in turn */
  gatewayOrigin: string | readonly string[];
  /** Origin of the compat process, e.g. http://127.0.0.1:4010, or one per replica, taken in turn */
  compatOrigin: string | readonly string[];
  webDistDir: string;
  /** The web client's server build (web/dist-ssr), which renders the public pages. */
  webSsrDir: string;
  adminDistDir: string;
  /** The address people use (PUBLIC_URL), for canonical links and the site map; else the request's Host. */
  publicUrl?: string;
  logger: Logger;
  /** Served over https (PUBLIC_URL): adds Strict-Transport-Security. */
  https?: boolean;
  /** Proxies in front of the edge whose X-Forwarded-For is believed (IPs or CIDRs); none by default. */
  trustedProxies?: readonly string[];
  /** Origins a browser may also write from (ALLOWED_ORIGINS), beside PUBLIC_URL's and the edge's own (ADR 0030). */
  allowedOrigins?: readonly string[];
  /** The time limit of a signed-in visitor's live render of a public page; 2 s by default. */
  renderTimeoutMs?: number;
  /** What the edge renders ahead after start (PAGE_STORE_FILL); every public page by default. */
  pageStoreFill?: PageStoreFill;
  /** Content's events, which refresh the public pages the edge renders ahead (ADR 0029). */
  bus?: EventBus;
};

/** The gateway and compat keep idle connections SERVER_KEEP_ALIVE_MS; the edge lets go of its own first. */
const UPSTREAM_IDLE_MS = 30_000;

/**
 * The one public port (DESIGN.md §3): `/graphql` (HTTP and WebSocket), `/images/` and `/sandbox` to the
 * gateway, `/api` to compat, `/control` to the admin client, the public pages rendered on the server
 * with sitemap.xml and robots.txt (ADR 0024), everything else to the web client.
 * In the distributed layout nginx plays this part with the same routes (infra/nginx).
 */
export async function startEdge(options: EdgeOptions): Promise<RunningServer> {
  const app = express();
  app.disable('x-powered-by');
  app.use(measureHttp('edge'));
  app.use(securityHeaders(options.https ?? false));
  // The metrics are the platform's inside view: never on the public port, whatever is behind it. The
  // edge's own are served by the launcher on a loopback port of their own (startMetricsServer).
  app.all('/metrics', (_request, response) => void response.status(404).type('text/plain').send('Not Found'));
  // Where traces start: a span per call to the gateway and compat (never the client's own trace context:
  // the public is not trusted to join or shape the platform's traces), passed on in the proxied request.
  app.use(['/graphql', '/api'], traceHttpServer('edge', { trustCallerContext: false }));
  // The edge's own addresses join once it listens (its port may be chosen then).
  const allowedOrigins = new Set(options.allowedOrigins ?? []);
  if (options.publicUrl) allowedOrigins.add(new URL(options.publicUrl).origin);
  app.use(refuseForeignWrites(allowedOrigins, options.logger));
  const forwarded = forwardedHeaders(clientAddressOf(options.trustedProxies ?? []), options.https ?? false);
  // Connections to the gateway and compat stay open between requests. Without an agent http-proxy opens
  // one per request and asks the upstream to close it after (`connection: close`).
  // An idle upstream connection is dropped before the upstream's own 65 s would close it, so the edge
  // never sends a request on a connection the other side is closing (a 504 for the client).
  const upstreamAgent = new http.Agent({ keepAlive: true, maxSockets: 512, timeout: UPSTREAM_IDLE_MS });
  const gateways = new UpstreamPool([options.gatewayOrigin].flat());
  const compats = new UpstreamPool([options.compatOrigin].flat());
  const gatewayProxy = createProxyMiddleware({
    target: gateways.origins[0],
    router: gateways.route,
    agent: upstreamAgent,
    // No `ws: true`: with it, the proxy subscribes itself to the server's upgrades at the first request and
    // passes every socket on, past the origin check of the upgrade handler below. That handler proxies them.
    pathFilter: ['/graphql', '/sandbox', '/images/'],
    on: {
      proxyReq: forwarded,
      proxyReqWs: forwarded,
      error: gateways.failed(answerUpstreamAway('gateway', options.logger)),
    },
  });
  const compatProxy = createProxyMiddleware({
    target: compats.origins[0],
    router: compats.route,
    agent: upstreamAgent,
    pathFilter: '/api',
    on: { proxyReq: forwarded, error: compats.failed(answerUpstreamAway('compat', options.logger)) },
  });
  app.use(gatewayProxy);
  app.use(compatProxy);
  // What the edge makes itself (the public pages, index.html, robots and the site map) leaves compressed.
  // Proxied answers pass before this as the gateway and compat sent them; the clients' built files come
  // compressed ahead by the build (below), so no request pays for compressing them.
  app.use(compression());
  app.use('/control', singlePageApp(options.adminDistDir, 'admin', isAdminRoute));
  const publicPages = publicPagesRouter({
    webDistDir: options.webDistDir,
    webSsrDir: options.webSsrDir,
    // The server render asks the first gateway replica; its own time limit covers one that is away.
    gatewayUrl: `${gateways.origins[0]}/graphql`,
    publicUrl: options.publicUrl,
    https: options.https ?? false,
    forwardedHeaders: forwardedHeaderValues(clientAddressOf(options.trustedProxies ?? []), options.https ?? false),
    renderTimeoutMs: options.renderTimeoutMs,
    pageStoreFill: options.pageStoreFill,
    logger: options.logger,
  });
  app.use(publicPages.router);
  app.use('/', singlePageApp(options.webDistDir, 'web'));

  const server = http.createServer(app);
  // Browsers and fetch clients keep their connections to the edge between requests (the upstreams answer
  // keep-alive since the agent above). With Node's 5 s default the edge could close an idle connection as
  // a client sent its next request on it, which then failed with ECONNRESET (seen under CI's load): the
  // edge now keeps them longer than clients do, as the services behind it do.
  server.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  server.headersTimeout = SERVER_KEEP_ALIVE_MS + 1_000;
  server.on('upgrade', (request, socket, head) => {
    if (!request.url?.startsWith('/graphql')) socket.destroy();
    else if (!refuseForeignSocket(request, socket, allowedOrigins, options.logger))
      gatewayProxy.upgrade(request, socket as never, head);
  });
  // A taken port must fail the start (so the caller can stop what it started), not crash the process.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  for (const origin of originsOfTheEdge(options.host, port)) allowedOrigins.add(origin);
  options.logger.info({ port }, 'edge listening');
  // The platform is ready: the public pages are rendered ahead from here, in the background.
  publicPages.startFilling(`http://${options.host}:${port}`, options.bus);
  return {
    url: `http://${options.host}:${port}`,
    port,
    stop: async () => {
      await publicPages.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      upstreamAgent.destroy();
    },
  };
}

/**
 * The X-Forwarded-* headers the services behind the edge read, set here and never passed through:
 * the gateway and compat trust their caller (this edge), so what a client sends must not reach them.
 */
function forwardedHeaders(clientAddress: (request: IncomingMessage) => string, https: boolean) {
  const valuesFor = forwardedHeaderValues(clientAddress, https);
  return (proxyRequest: ClientRequest, request: IncomingMessage) => {
    for (const [name, value] of Object.entries(valuesFor(request))) proxyRequest.setHeader(name, value);
    passTraceContext(proxyRequest, request);
  };
}

/** The client's own trace headers never pass; the edge's span's go in their place (none without tracing). */
function passTraceContext(proxyRequest: ClientRequest, request: IncomingMessage): void {
  proxyRequest.removeHeader(TRACEPARENT_HEADER);
  proxyRequest.removeHeader('tracestate');
  const carrier: Record<string, string> = {};
  injectTraceContext(carrier, traceContextOfRequest(request));
  for (const [name, value] of Object.entries(carrier)) proxyRequest.setHeader(name, value);
}

/** The same headers for the edge's own requests to the gateway (the server render's queries). */
function forwardedHeaderValues(clientAddress: (request: IncomingMessage) => string, https: boolean) {
  return (request: IncomingMessage): Record<string, string> => ({
    'x-forwarded-for': clientAddress(request),
    'x-forwarded-proto': https ? 'https' : 'http',
    'x-forwarded-host': request.headers.host ?? '',
  });
}

/**
 * Static files with long caching for hashed assets; any other GET gets the app's index.html, with 404
 * when `isRoute` says the client has no screen there (the client then shows its Not Found state).
 */
function singlePageApp(distDir: string, name: string, isRoute: (pathname: string) => boolean = () => true) {
  const router = express.Router();
  const indexPath = path.join(distDir, 'index.html');
  // The build writes each asset's .br and .gz beside it (vite-plugin-compression2); the one the browser
  // accepts is sent as is.
  router.use(
    expressStaticGzip(distDir, {
      enableBrotli: true,
      orderPreference: ['br', 'gzip'],
      index: false,
      serveStatic: {
        index: false,
        setHeaders: (response, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`))
            response.setHeader('cache-control', 'public, max-age=31536000, immutable');
        },
      },
    }),
  );
  router.get('/{*path}', (request: Request, response: Response) => {
    if (!existsSync(indexPath)) {
      response.status(503).type('text/plain').send(`The ${name} client is not built: run \`npm run build\`.`);
      return;
    }
    if (!isRoute(request.baseUrl + request.path)) response.status(404);
    response.setHeader('cache-control', 'no-cache');
    response.sendFile(indexPath);
  });
  return router;
}
