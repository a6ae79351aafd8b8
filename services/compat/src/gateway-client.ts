import type { Request, Response } from 'express';
import type { GraphQLErrorBody } from './envelope';

export type GatewayResult<TData> = { data?: TData | null; errors?: GraphQLErrorBody[] };

/**
 * Compat holds no data: each legacy call becomes one GraphQL operation on the gateway, sent with
 * the caller's own credentials (cookie or bearer token), so authorisation stays in the subgraphs.
 * Cookies the gateway sets (sign-in, sign-out) are passed back to the caller.
 */
export class GatewayClient {
  constructor(
    private readonly gatewayUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  /**
   * Legacy clients have no refresh call: when the access token has expired, compat refreshes the
   * session once with the refresh cookie and repeats the operation with the new cookies.
   */
  async execute<TData>(
    request: Request,
    response: Response,
    query: string,
    variables: Record<string, unknown> = {},
    actAs: ActAs = 'user',
  ): Promise<GatewayResult<TData>> {
    const first = await this.post<TData>(request, response, request.headers.cookie, query, variables, actAs);
    if (!first.result.errors?.some((error) => error.extensions?.reason === 'SESSION_EXPIRED')) return first.result;
    const refresh =
      actAs === 'admin' ? 'mutation { refreshAdminSession { id } }' : 'mutation { refreshSession { id } }';
    const refreshed = await this.post<unknown>(request, response, request.headers.cookie, refresh, {}, actAs);
    if (refreshed.result.errors?.length) return first.result;
    return (
      await this.post<TData>(
        request,
        response,
        mergeCookies(request.headers.cookie, refreshed.setCookies),
        query,
        variables,
        actAs,
      )
    ).result;
  }

  /**
   * A second operation within one legacy call, sent with the cookies the first one just set (a
   * sign-up that also saves the browser's push subscription).
   */
  async executeFollowUp<TData>(
    request: Request,
    response: Response,
    query: string,
    variables: Record<string, unknown> = {},
  ): Promise<GatewayResult<TData>> {
    const setCookies = ([] as (string | number)[]).concat(response.getHeader('set-cookie') ?? []).map(String);
    return (
      await this.post<TData>(
        request,
        response,
        mergeCookies(request.headers.cookie, setCookies),
        query,
        variables,
        'user',
      )
    ).result;
  }

  private async post<TData>(
    request: Request,
    response: Response,
    cookie: string | undefined,
    query: string,
    variables: Record<string, unknown>,
    actAs: ActAs,
  ) {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    if (actAs === 'admin') headers['x-act-as'] = 'admin';
    if (cookie) headers.cookie = cookie;
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    headers['x-forwarded-for'] = request.ip ?? request.socket.remoteAddress ?? '';
    const gatewayResponse = await fetch(this.gatewayUrl, {
      method: 'POST',
      headers,
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const setCookies = gatewayResponse.headers.getSetCookie();
    for (const each of setCookies) response.append('Set-Cookie', each);
    return { result: (await gatewayResponse.json()) as GatewayResult<TData>, setCookies };
  }
}

/** Legacy admin calls (`/api/admins/…` and admin uses of shared paths) speak for the admin session. */
export type ActAs = 'user' | 'admin';

/** The Cookie header a browser would send next: its cookies, updated by these Set-Cookie headers. */
function mergeCookies(cookieHeader: string | undefined, setCookies: string[]): string {
  const cookies = new Map(
    (cookieHeader ?? '')
      .split(';')
      .map((part) => part.trim().split('='))
      .filter(([name]) => name)
      .map(([name, ...value]) => [name, value.join('=')]),
  );
  for (const header of setCookies) {
    const [name, ...value] = header.split(';')[0].split('=');
    cookies.set(name.trim(), value.join('='));
  }
  return [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
}
