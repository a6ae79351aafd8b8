import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApolloServer, type BaseContext } from '@apollo/server';
import { ApolloServerPluginInlineTraceDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import { buildSubgraphSchema } from '@apollo/subgraph';
import type { GraphQLResolverMap } from '@apollo/subgraph/dist/schema-helper';
import express, { type Request, type Response } from 'express';
import { parse } from 'graphql';
import type { Logger } from 'pino';
import type { Database } from '../db/database';
import { decodeViewer, VIEWER_HEADER, type Viewer } from '../auth/viewer';
import { createErrorFormatter } from '../errors';
import { graphqlMetricsPlugin, measureHttp, metricsRoute, watchServiceDatabase } from '../metrics';
import { graphqlTracingPlugin, traceHttpServer } from '../tracing';
import { DEFAULT_DRAIN_MS, drainHttpServer } from './drain';
import { requireInternalSecret } from './internal-secret';

export type SubgraphServerOptions<TContext extends BaseContext> = {
  name: string;
  typeDefs: string;
  resolvers: GraphQLResolverMap<TContext>;
  /** Builds the per-request context from the forwarded viewer (and the raw exchange, for headers). */
  context: (viewer: Viewer, http: { request: Request; response: Response }) => TContext | Promise<TContext>;
  internalSecret: string;
  logger: Logger;
  /** Readiness: throws, naming it, when a dependency (the database, the bus) does not answer. */
  checkReady: () => Promise<void>;
  /** How long a stop lets requests in flight finish (DRAIN_TIMEOUT_MS); 10 s by default. */
  drainMs?: number;
  host?: string;
  port: number;
  production?: boolean;
  /** Called during graceful shutdown after the HTTP server stopped taking requests. */
  onStop?: () => Promise<void>;
  /** Largest accepted request body (express notation); uploads raise it. */
  bodyLimit?: string;
  /** Routes of the service's own beside `/graphql` (identity's `/images`); each guards itself. */
  routes?: (router: express.Router) => void;
};

export type RunningServer = { url: string; port: number; stop(): Promise<void> };

/** A dependency that has not answered within this is as good as down (a hung database, say). */
const READY_CHECK_MS = 2_000;

function withinTime<T>(work: Promise<T>, limitMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs} ms`)), limitMs);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * How long every server of the platform keeps an idle connection: longer than its clients keep theirs
 * (undici 4 s, browsers about 60 s, the edge's agent 30 s), so a server never closes a connection just as
 * a client sends its next request on it (Node's 5 s default raced them under load).
 */
export const SERVER_KEEP_ALIVE_MS = 65_000;

/**
 * The HTTP shell every subgraph shares: `/health` (alive), `/ready` (dependencies answer),
 * `/graphql` behind the internal secret, masked errors, graceful shutdown.
 */
export async function startSubgraphServer<TContext extends BaseContext>(
  options: SubgraphServerOptions<TContext>,
): Promise<RunningServer> {
  const app = express();
  const httpServer = http.createServer(app);
  httpServer.keepAliveTimeout = SERVER_KEEP_ALIVE_MS;
  const apollo = new ApolloServer<TContext>({
    schema: buildSubgraphSchema({
      typeDefs: parse(options.typeDefs),
      resolvers: options.resolvers as GraphQLResolverMap<unknown>,
    }),
    formatError: createErrorFormatter(options.logger),
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (stopOnSignals): Apollo's own signal handler would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    introspection: !options.production,
    plugins: [
      ApolloServerPluginInlineTraceDisabled(),
      graphqlMetricsPlugin<TContext>(options.name),
      graphqlTracingPlugin<TContext>(),
    ],
  });
  await apollo.start();

  app.use(measureHttp(options.name));
  app.get('/metrics', metricsRoute());
  app.get('/health', (_request, response) => {
    response.json({ status: 'ok', service: options.name });
  });
  app.get('/ready', async (_request, response) => {
    try {
      await withinTime(options.checkReady(), READY_CHECK_MS);
      response.json({ status: 'ready', service: options.name });
    } catch (error) {
      options.logger.warn({ err: error }, 'not ready');
      const missing = error instanceof Error ? error.message : String(error);
      response.status(503).json({ status: 'unavailable', service: options.name, missing });
    }
  });
  // Traced from here: the probes and scrapes above would only fill the traces with noise.
  app.use(traceHttpServer(options.name));
  app.use(
    '/graphql',
    requireInternalSecret(options.internalSecret),
    express.json({ limit: options.bodyLimit ?? '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req, res }) =>
        options.context(decodeViewer(req.header(VIEWER_HEADER)), { request: req, response: res }),
    }),
  );
  if (options.routes) {
    const router = express.Router();
    options.routes(router);
    app.use(router);
  }

  await new Promise<void>((resolve) => httpServer.listen(options.port, options.host ?? '127.0.0.1', resolve));
  const port = (httpServer.address() as AddressInfo).port;
  options.logger.info({ port }, `${options.name} subgraph listening`);
  let stopping: Promise<void> | undefined;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}/graphql`,
    port,
    stop: () => {
      stopping ??= (async () => {
        await drainHttpServer(httpServer, options.drainMs ?? DEFAULT_DRAIN_MS);
        await apollo.stop();
        await options.onStop?.();
      })();
      return stopping;
    },
  };
}

/** How often a process looks whether the process that started it is still there. */
const ORPHAN_CHECK_MS = 1_000;

/**
 * For `main.ts`: stop cleanly on SIGTERM / SIGINT, and when the process that started it is gone (a
 * launcher that died without stopping its services would leave them running, orphaned). A second
 * signal while stopping is ignored (a process group kill and a wrapper relaying it both deliver one),
 * not a hard exit. In a container the parent is PID 1 for good, so that check never fires there.
 */
export function stopOnSignals(stop: () => Promise<void>, logger: Logger, onStopped?: () => void): void {
  let stopping = false;
  const handle = (reason: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal: reason }, 'shutting down');
    stop().then(
      () => {
        onStopped?.();
        process.exit(0);
      },
      (error) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handle);
  process.on('SIGINT', handle);
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) handle('parent process gone');
  }, ORPHAN_CHECK_MS).unref();
}

export type DomainSubgraphOptions<TContext extends BaseContext> = Pick<
  SubgraphServerOptions<TContext>,
  'name' | 'typeDefs' | 'resolvers' | 'context' | 'onStop' | 'bodyLimit' | 'routes'
>;

/** A domain subgraph on its runtime: the secret, logger, address and readiness come from the host. */
export function startDomainSubgraph<TContext extends BaseContext>(
  runtime: {
    internalSecret: string;
    logger: Logger;
    host: string;
    port: number;
    production: boolean;
    /** Its pool and outbox are reported to the metrics when it has them (a probe in a test has neither). */
    database: Pick<Database, 'ping'> & Partial<Pick<Database, 'poolUse' | 'orm'>>;
    bus: { connected(): boolean };
    drainMs?: number;
  },
  options: DomainSubgraphOptions<TContext>,
): Promise<RunningServer> {
  const stopWatching = watchServiceDatabase(options.name, runtime.database);
  return startSubgraphServer<TContext>({
    ...options,
    internalSecret: runtime.internalSecret,
    logger: runtime.logger,
    checkReady: async () => {
      await runtime.database.ping().catch((error: unknown) => {
        throw new Error('database', { cause: error });
      });
      // Cut off from the bus, a service can neither hear events nor publish them: not ready.
      if (!runtime.bus.connected()) throw new Error('event bus');
    },
    drainMs: runtime.drainMs,
    host: runtime.host,
    port: runtime.port,
    production: runtime.production,
    onStop: async () => {
      stopWatching();
      await options.onStop?.();
    },
  });
}
