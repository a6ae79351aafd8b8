import http from 'node:http';
import { RemoteGraphQLDataSource, type GraphQLDataSourceProcessOptions } from '@apollo/gateway';
import { encodeViewer, INTERNAL_SECRET_HEADER, VIEWER_HEADER, type Viewer } from '@mc/platform';
import fetch, { type RequestInit } from 'node-fetch';

export type GatewayContext = { viewer: Viewer };

/** One keep-alive agent for all subgraph calls: no TCP handshake per request under load. */
const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

/**
 * Every subgraph call carries the internal secret and the verified viewer, and is bounded by a
 * timeout so one stuck subgraph cannot hold gateway requests open.
 */
export function createSubgraphSource(url: string, internalSecret: string, timeoutMs: number): RemoteGraphQLDataSource<GatewayContext> {
  return new RemoteGraphQLDataSource<GatewayContext>({
    url,
    fetcher: ((input: string, init: RequestInit) =>
      fetch(input, { ...init, agent: keepAliveAgent, signal: AbortSignal.timeout(timeoutMs) as never })) as never,
    willSendRequest({ request, context }: GraphQLDataSourceProcessOptions<GatewayContext>) {
      request.http?.headers.set(INTERNAL_SECRET_HEADER, internalSecret);
      if (context && 'viewer' in context && context.viewer) request.http?.headers.set(VIEWER_HEADER, encodeViewer(context.viewer));
    },
  });
}
