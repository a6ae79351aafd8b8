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

  /**
   * Legacy clients have no refresh call: when the access token has expired, compat refreshes the
   * session once with the refresh cookie and repeats the operation with the new cookies.
   */
  async execute<TData>(request: Request, response: Response, query: string, variables: Record<string, unknown> = {}): Promise<GatewayResult<TData>> {
    const first = await this.post<TData>(request, response, request.headers.cookie, query, variables);
    if (!first.result.errors?.some((error) => error.extensions?.reason === 'SESSION_EXPIRED')) return first.result;
    const refreshed = await this.post<unknown>(request, response, request.headers.cookie, 'mutation { refreshSession { id } }', {});
    if (refreshed.result.errors?.length) return first.result;
    return (await this.post<TData>(request, response, cookieHeaderFrom(refreshed.setCookies), query, variables)).result;
  }

  private async post<TData>(request: Request, response: Response, cookie: string | undefined, query: string, variables: Record<string, unknown>) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    if (cookie) headers.cookie = cookie;
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    headers['x-forwarded-for'] = request.ip ?? request.socket.remoteAddress ?? '';
    const gatewayResponse = await fetch(this.gatewayUrl, { method: 'POST', headers, body: JSON.stringify({ query, variables }), signal: AbortSignal.timeout(this.timeoutMs) });
    const setCookies = gatewayResponse.headers.getSetCookie();
    for (const each of setCookies) response.append('Set-Cookie', each);
    return { result: (await gatewayResponse.json()) as GatewayResult<TData>, setCookies };
  }
}

/** The Cookie header a browser would send after receiving these Set-Cookie headers. */
function cookieHeaderFrom(setCookies: string[]): string {
  return setCookies.map((header) => header.split(';')[0]).join('; ');
}
