import { ApolloGateway } from '@apollo/gateway';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Request, type Response } from 'express';
import { GraphQLError } from 'graphql';
import type { Logger } from 'pino';
import {
  admissionControl,
  createErrorFormatter,
  DEFAULT_ADMISSION_LIMITS,
  graphqlMetricsPlugin,
  graphqlTracingPlugin,
  type AdmissionLimits,
} from '@mc/platform';
import { knownOperationTypesRule } from './known-operation-types';
import { aliasLimitRule, costLimitPlugin, depthLimitRule } from './limits';
import { requestChecksPlugin } from './request-checks';
import type { OperationExecutor } from './subscriptions/mining-snapshot';
import { createSubgraphSource, type GatewayContext } from './subgraph-source';
import { refreshTokenFromHeaders, tokenFromHeaders, viewerFromToken } from './viewer-from-request';

/** Subgraphs see this as the client's address of the subscription server's own reads. */
const SUBSCRIPTION_CLIENT_IP = 'gateway-subscription';

export type HttpGatewayOptions = {
  supergraphSdl: string;
  subgraphUrls: Record<string, string>;
  internalSecret: string;
  publicKey: string;
  subgraphTimeoutMs: number;
  /** Identical subgraph reads in flight at once go out once (ADR 0033); on unless false. */
  sharedReads?: boolean;
  /** DEFAULT_ADMISSION_LIMITS when not given. */
  admission?: AdmissionLimits;
  production: boolean;
  /** Local development only: introspection for everyone, not just signed-in admins. */
  openIntrospection: boolean;
  /** Behind TLS: cookies get the Secure attribute. */
  secureCookies: boolean;
  logger: Logger;
};

/**
 * The HTTP side of the gateway: Apollo Gateway over the committed supergraph, the viewer from a
 * verified token, CSRF prevention, depth, alias and cost limits, input checked before planning,
 * introspection for signed-in admins only, no stack traces.
 */
export async function createHttpGateway(options: HttpGatewayOptions) {
  const gateway = new ApolloGateway({
    supergraphSdl: options.supergraphSdl,
    buildService: ({ name }) => {
      const url = options.subgraphUrls[name];
      if (!url) throw new Error(`No URL configured for subgraph ${name}`);
      return createSubgraphSource(
        name,
        url,
        options.internalSecret,
        options.subgraphTimeoutMs,
        options.sharedReads ?? true,
      );
    },
  });
  const apollo = new ApolloServer<GatewayContext>({
    gateway,
    csrfPrevention: true,
    // Apollo's switch is all or nothing; requestChecksPlugin lets signed-in admins in.
    introspection: true,
    includeStacktraceInErrorResponses: false,
    // Shutdown is ours (stopOnSignals): Apollo's own signal handler would race it and re-raise the signal.
    stopOnTerminationSignals: false,
    formatError: createErrorFormatter(options.logger),
    // With this limit on, Apollo runs our validationRules only once every specified rule (and the limit)
    // has passed. The depth rule walks fragment spreads and assumes they exist and do not form a cycle:
    // run beside the specified rules, a fragment cycle overflowed its stack (a 500 instead of a 400).
    maxRecursiveSelections: true,
    validationRules: [knownOperationTypesRule, depthLimitRule(), aliasLimitRule()],
    plugins: [
      requestChecksPlugin({ openIntrospection: options.openIntrospection }),
      costLimitPlugin<GatewayContext>(),
      ApolloServerPluginLandingPageDisabled(),
      graphqlMetricsPlugin<GatewayContext>('gateway'),
      graphqlTracingPlugin<GatewayContext>(),
    ],
  });
  await apollo.start();

  const middleware = expressMiddleware(apollo, {
    context: async ({ req, res }) => {
      const result = viewerFromToken(options.publicKey, tokenFromHeaders(req.headers));
      if (!result.ok) {
        throw new GraphQLError(result.reason, {
          extensions: { code: 'UNAUTHENTICATED', reason: 'INVALID_TOKEN', http: { status: 401 } },
        });
      }
      return {
        viewer: result.viewer,
        clientIp: req.ip ?? req.socket.remoteAddress ?? 'unknown',
        refreshToken: refreshTokenFromHeaders(req.headers),
        setCookies: (headers: string[]) => headers.forEach((header) => res.append('Set-Cookie', header)),
        secureCookies: options.secureCookies,
      };
    },
  });
  const router = express.Router();
  // Admission first: a request refused or abandoned in the queue costs no body parsing and no planning.
  const admission = admissionControl(options.admission ?? DEFAULT_ADMISSION_LIMITS);
  // Identity-document uploads (two images of up to 4 MB, as base64) are the largest requests.
  router.use('/graphql', admission.middleware, express.json({ limit: '12mb' }), middleware);
  router.use('/graphql', (error: unknown, _request: Request, response: Response, next: (error?: unknown) => void) => {
    if (isBodyParseError(error)) {
      response.status(400).json({
        errors: [{ message: 'Malformed JSON body', extensions: { code: 'BAD_REQUEST', reason: 'MALFORMED_JSON' } }],
      });
      return;
    }
    next(error);
  });
  /** The subscription server's reads of the graph (myMining's snapshots), as the socket's viewer. */
  const execute: OperationExecutor = async (query, viewer) => {
    const response = await apollo.executeOperation(
      { query },
      {
        contextValue: {
          viewer,
          clientIp: SUBSCRIPTION_CLIENT_IP,
          setCookies: () => undefined,
          secureCookies: options.secureCookies,
        },
      },
    );
    if (response.body.kind !== 'single') throw new Error('an incremental response to a snapshot read');
    return response.body.singleResult;
  };
  return { router, execute, stop: () => apollo.stop() };
}

function isBodyParseError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { type?: string }).type === 'entity.parse.failed';
}
