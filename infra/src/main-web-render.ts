import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import express from 'express';
import { z } from 'zod';
import {
  createLogger,
  createNatsBus,
  env,
  loadConfigOrExit,
  measureHttp,
  startMetricsServer,
  stopOnSignals,
  type EventBus,
  type MetricsServer,
} from '@mc/platform';
import { WEB_DIST_DIR, WEB_SSR_DIR } from './layout';
import { publicPagesRouter } from './prerender/public-pages-router';
import { PAGE_STORE_FILLS } from './prerender/store-refresh';

/**
 * The server render of the public pages as a process of its own, for the container layout where nginx
 * is the edge (docker-compose.yml `web-render`, ADR 0024): nginx sends it the public page paths,
 * /sitemap.xml, /robots.txt and every path that is no file of the web build, which it answers with the
 * shell (a web-client route) or 404 and the Not Found page; nginx serves the files itself. `npm start` and
 * `npm run start:distributed` do not use it: their Express edge renders the same pages in-process.
 */
const logger = createLogger('web-render');
const config = loadConfigOrExit({
  PORT: env.port(4020),
  HOST: z.string().default('127.0.0.1'),
  GATEWAY_URL: z.url().default('http://127.0.0.1:4000/graphql'),
  PUBLIC_URL: env.optionalUrl(),
  SSR_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2_000),
  /** What the edge renders ahead after start: all public pages, the home pages, or none (ADR 0029). */
  PAGE_STORE_FILL: z.enum(PAGE_STORE_FILLS).default('all'),
  /** Content's publishes refresh the stored pages at once (ADR 0029); without NATS, at their interval only. */
  NATS_URL: env.optionalUrl(),
  /** `/metrics` on a port of its own: nginx sends this process every unknown path of the public site. */
  METRICS_PORT: env.port(9464),
});

const app = express();
app.disable('x-powered-by');
app.use(measureHttp('web-render'));
const publicPages = publicPagesRouter({
  webDistDir: WEB_DIST_DIR,
  webSsrDir: WEB_SSR_DIR,
  gatewayUrl: config.GATEWAY_URL,
  publicUrl: config.PUBLIC_URL,
  https: config.PUBLIC_URL?.startsWith('https:') ?? false,
  // nginx has set these for this request from the client's connection; they go on to the gateway as they are.
  forwardedHeaders: (request) => ({
    'x-forwarded-for': String(request.headers['x-forwarded-for'] ?? request.socket.remoteAddress ?? ''),
    'x-forwarded-proto': String(request.headers['x-forwarded-proto'] ?? 'http'),
    'x-forwarded-host': String(request.headers['x-forwarded-host'] ?? request.headers.host ?? ''),
  }),
  renderTimeoutMs: config.SSR_TIMEOUT_MS,
  pageStoreFill: config.PAGE_STORE_FILL,
  logger,
});
app.use(publicPages.router);
// A page that could not be rendered gets the SPA shell, which shows it in the browser.
app.get('/{*path}', (_request, response) => {
  const indexPath = path.join(WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexPath)) return void response.status(503).type('text/plain').send('The web client is not built.');
  response.setHeader('cache-control', 'no-cache');
  response.sendFile(indexPath);
});

const server = http.createServer(app);
let bus: EventBus | undefined;
let metrics: MetricsServer | undefined;
void startMetricsServer({ host: config.HOST, port: config.METRICS_PORT, logger }).then(
  (started) => (metrics = started),
  (error: unknown) => logger.error({ err: error }, 'metrics not served'),
);
server.listen(config.PORT, config.HOST, () => {
  logger.info({ port: config.PORT }, 'web render listening');
  void connectBus().then((connected) => {
    bus = connected;
    publicPages.startFilling(`http://${config.HOST}:${config.PORT}`, connected);
  });
});
stopOnSignals(async () => {
  await metrics?.stop();
  await publicPages.stop();
  await bus?.close();
  await new Promise<void>((resolve) => {
    server.closeAllConnections();
    server.close(() => resolve());
  });
}, logger);

/** NATS, to hear content's publishes; without it (unset or unreachable) the stored pages refresh by interval. */
async function connectBus(): Promise<EventBus | undefined> {
  if (!config.NATS_URL) return undefined;
  try {
    return await createNatsBus({ url: config.NATS_URL, name: 'web-render', logger });
  } catch (error) {
    logger.warn({ err: error }, 'NATS unreachable: stored pages refresh at their interval only');
    return undefined;
  }
}
