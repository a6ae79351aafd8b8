import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import {
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
import fetch, { type RequestInit } from 'node-fetch';
import { clearedSessionCookieHeaders, sessionCookieHeaders } from './session-cookies';

export type GatewayContext = {
  viewer: Viewer;
  clientIp: string;
  refreshToken?: string;
  /** Appends a Set-Cookie header to the client's response. */
  setCookies(headers: string[]): void;
  secureCookies: boolean;
};

/** One keep-alive agent for all subgraph calls: no TCP handshake per request under load. */
const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

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
  ) {
    super({
      url,
      fetcher: ((input: string, init: RequestInit) =>
        fetch(input, { ...init, agent: keepAliveAgent, signal: AbortSignal.timeout(timeoutMs) })) as never,
    });
  }

  override willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>): void {
    const headers = request.http?.headers;
    if (!headers) return;
    headers.set(INTERNAL_SECRET_HEADER, this.internalSecret);
    // Apollo also calls this for its own requests (health checks), whose context has no viewer.
    const gatewayContext = context as Partial<GatewayContext> | undefined;
    if (!gatewayContext?.viewer) return;
    headers.set(VIEWER_HEADER, encodeViewer(gatewayContext.viewer));
    headers.set(CLIENT_IP_HEADER, gatewayContext.clientIp ?? '');
    if (this.subgraphName === SESSION_SUBGRAPH && gatewayContext.refreshToken)
      headers.set(REFRESH_TOKEN_HEADER, gatewayContext.refreshToken);
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

export function createSubgraphSource(
  name: string,
  url: string,
  internalSecret: string,
  timeoutMs: number,
): SubgraphSource {
  return new SubgraphSource(name, url, internalSecret, timeoutMs);
}
