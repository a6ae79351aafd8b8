import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
  AppError,
  CLIENT_IP_HEADER,
  encodeViewer,
  INTERNAL_SECRET_HEADER,
  REFRESH_TOKEN_HEADER,
  SESSION_CLEAR_HEADER,
  SESSION_SET_HEADER,
  VIEWER_HEADER,
  type SessionCookies,
  type Viewer,
} from '@mc/platform';
import type { GatewayGraphQLResponse } from '@apollo/server-gateway-interface';
import { OperationTypeNode } from 'graphql';
import { clearedSessionCookieHeaders, sessionCookieHeaders } from './session-cookies';
import { SHAREABLE_MARK, sharedSubgraphFetcher } from './shared-subgraph-fetch';

export type GatewayContext = {
  viewer: Viewer;
  clientIp: string;
  refreshToken?: string;
  /** Appends a Set-Cookie header to the client's response. */
  setCookies(headers: string[]): void;
  secureCookies: boolean;
};

/** Only identity issues sessions, so only identity gets the refresh token and may set cookies. */
const SESSION_SUBGRAPH = 'identity';

/**
 * Every subgraph call carries the internal secret, the verified viewer and the client's IP, and is
 * bounded by a timeout so one stuck subgraph cannot hold gateway requests open.
 */
export class SubgraphSource extends RemoteGraphQLDataSource<GatewayContext> {
  constructor(
    private readonly subgraphName: string,
    url: string,
    private readonly internalSecret: string,
    timeoutMs: number,
    private readonly sharedReads: boolean,
  ) {
    super({ url, fetcher: sharedSubgraphFetcher(subgraphName, timeoutMs) as never });
  }

  override willSendRequest(options: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const { request, context } = options;
    const headers = request.http?.headers;
    if (!headers) return;
    headers.set(INTERNAL_SECRET_HEADER, this.internalSecret);
    // Apollo also calls this for its own requests (health checks), whose context has no viewer.
    const gatewayContext = context as Partial<GatewayContext> | undefined;
    if (!gatewayContext?.viewer) return;
    headers.set(VIEWER_HEADER, encodeViewer(gatewayContext.viewer));
    headers.set(CLIENT_IP_HEADER, gatewayContext.clientIp ?? '');
    const refreshToken = this.subgraphName === SESSION_SUBGRAPH ? gatewayContext.refreshToken : undefined;
    if (refreshToken) headers.set(REFRESH_TOKEN_HEADER, refreshToken);
    else if (this.sharedReads && readsOnly(options)) headers.set(SHAREABLE_MARK, '1');
  }

  /**
   * A subgraph that gave no answer at all (refused, cut, timed out) is away, most likely restarting: its
   * fields fail with a retryable error that names it, and the rest of the query is answered.
   */
  override didEncounterError(error: Error, _request: unknown, response?: unknown): void {
    if (response !== undefined) throw error;
    throw new AppError(
      'UNAVAILABLE',
      'SERVICE_UNAVAILABLE',
      `The ${this.subgraphName} service is unavailable; please try again`,
      { service: this.subgraphName, retryAfterMs: 1_000 },
    );
  }

  override didReceiveResponse({
    response,
    context,
  }: {
    response: GatewayGraphQLResponse;
    context: GatewayContext;
  }): GatewayGraphQLResponse {
    const headers = response.http?.headers;
    if (this.subgraphName === SESSION_SUBGRAPH && headers && context && 'setCookies' in context) {
      const set = headers.get(SESSION_SET_HEADER);
      if (set) context.setCookies(sessionCookieHeaders(JSON.parse(set) as SessionCookies, context.secureCookies));
      const cleared = headers.get(SESSION_CLEAR_HEADER);
      if (!set && (cleared === 'user' || cleared === 'admin'))
        context.setCookies(clearedSessionCookieHeaders(cleared, context.secureCookies));
    }
    return response;
  }
}

/** A call made for a client's query (not a mutation, nor one of Apollo's own calls). */
function readsOnly(options: GraphQLDataSourceProcessOptions<GatewayContext>): boolean {
  return (
    'incomingRequestContext' in options &&
    options.incomingRequestContext.operation?.operation === OperationTypeNode.QUERY
  );
}

export function createSubgraphSource(
  name: string,
  url: string,
  internalSecret: string,
  timeoutMs: number,
  sharedReads: boolean,
): SubgraphSource {
  return new SubgraphSource(name, url, internalSecret, timeoutMs, sharedReads);
}
