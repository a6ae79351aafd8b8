import type { Request, Response } from 'express';
import type { GraphQLErrorBody } from './envelope';

export type GatewayResult<TData> = { data?: TData | null; errors?: GraphQLErrorBody[] };

/**
 * Compat holds no data: each legacy call becomes one GraphQL operation on the gateway, sent with
 * the caller's own credentials (cookie or bearer token), so authorisation stays in the subgraphs.
 * Cookies the gateway sets (sign-in, sign-out) are passed back to the caller.
 */
export class GatewayClient {
  constructor(private readonly gatewayUrl: string, private readonly timeoutMs = 15_000) {}

  async execute<TData>(request: Request, response: Response, query: string, variables: Record<string, unknown> = {}): Promise<GatewayResult<TData>> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    if (request.headers.cookie) headers.cookie = request.headers.cookie;
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    headers['x-forwarded-for'] = request.ip ?? request.socket.remoteAddress ?? '';
    const gatewayResponse = await fetch(this.gatewayUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    for (const cookie of gatewayResponse.headers.getSetCookie()) response.append('Set-Cookie', cookie);
    return (await gatewayResponse.json()) as GatewayResult<TData>;
  }
}
