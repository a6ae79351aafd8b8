import type { Request } from 'express';
import type { GraphQLErrorBody } from './envelope';

export type GatewayResult<TData> = { data?: TData | null; errors?: GraphQLErrorBody[] };

/**
 * Compat holds no data: each legacy call becomes one GraphQL operation on the gateway, sent with
 * the caller's own credentials (cookie or bearer token), so authorisation stays in the subgraphs.
 */
export class GatewayClient {
  constructor(private readonly gatewayUrl: string, private readonly timeoutMs = 15_000) {}

  async execute<TData>(request: Request, query: string, variables: Record<string, unknown> = {}): Promise<GatewayResult<TData>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    const response = await fetch(this.gatewayUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    return (await response.json()) as GatewayResult<TData>;
  }
}
