import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import type { Request, Response } from 'express';
import { inClientSpan, recordHttpStatus } from '@mc/platform';
import { print, type DocumentNode } from 'graphql';
import type { GraphQLErrorBody } from './envelope';
import { graphql } from './generated';
import { fromAdmin, fromCustomer } from './session-kind';

/**
 * What the gateway answered: its data, or the errors it listed (with whatever data it still had).
 * An empty `errors` list counts as none.
 */
export type GatewayResult<TData> =
  { data: TData; errors?: undefined } | { data?: TData | null; errors: GraphQLErrorBody[] };

/** Legacy admin calls (`/api/admins/…` and admin uses of shared paths) speak for the admin session. */
export type ActAs = 'user' | 'admin';

const REFRESH_SESSION = graphql(`
  mutation RefreshSession {
    refreshSession {
      id
    }
  }
`);

const REFRESH_ADMIN_SESSION = graphql(`
  mutation RefreshAdminSession {
    refreshAdminSession {
      id
    }
  }
`);

/**
 * Compat holds no data: each legacy call becomes one GraphQL operation on the gateway, sent with
 * the caller's own credentials (cookie or bearer token), so authorisation stays in the subgraphs.
 * Cookies the gateway sets (sign-in, sign-out) are passed back to the caller.
 */
/** A signed-in customer on an admin call: signed in, just not allowed (403, not 401). */
const ADMINS_ONLY_ERROR: GraphQLErrorBody = {
  message: 'Admins only',
  extensions: { code: 'FORBIDDEN', reason: 'ADMINS_ONLY' },
};

export class GatewayClient {
  /** Documents are static, so each is printed once. */
  private readonly printed = new WeakMap<DocumentNode, string>();

  constructor(
    private readonly gatewayUrl: string,
    private readonly timeoutMs = 15_000,
  ) {}

  /**
   * Legacy clients have no refresh call: when the access token has expired, compat refreshes the
   * session once with the refresh cookie and repeats the operation with the new cookies.
   */
  async execute<TData, TVariables>(
    request: Request,
    response: Response,
    document: TypedDocumentNode<TData, TVariables>,
    variables: NoInfer<TVariables>,
    actAs: ActAs = 'user',
  ): Promise<GatewayResult<TData>> {
    const result = await this.executeRefreshing(request, response, document, variables, actAs);
    const signInRequired = result.errors?.[0]?.extensions?.reason === 'SIGN_IN_REQUIRED';
    // A customer on an admin call is signed in, just not allowed: 403, not the gateway's 401.
    if (signInRequired && actAs === 'admin' && !fromAdmin(request) && fromCustomer(request))
      return { errors: [ADMINS_ONLY_ERROR] };
    return result;
  }

  private async executeRefreshing<TData, TVariables>(
    request: Request,
    response: Response,
    document: TypedDocumentNode<TData, TVariables>,
    variables: NoInfer<TVariables>,
    actAs: ActAs,
  ): Promise<GatewayResult<TData>> {
    // A legacy call may send several operations; a session refreshed by an earlier one has rotated
    // the refresh token, so later ones must send the renewed cookies, not the request's.
    const cookie = cookiesSoFar(request, response);
    const first = await this.post(request, response, cookie, document, variables, actAs);
    if (!first.result.errors?.some((error) => error.extensions?.reason === 'SESSION_EXPIRED')) return first.result;
    const refresh: TypedDocumentNode<unknown, Record<string, never>> = actAs === 'admin'
      ? REFRESH_ADMIN_SESSION
      : REFRESH_SESSION;
    const refreshed = await this.post(request, response, cookie, refresh, {}, actAs);
    if (refreshed.result.errors) {
      return refreshedElsewhere(refreshed.result.errors) ? { errors: refreshed.result.errors } : first.result;
    }
    const renewedCookie = mergeCookies(cookie, refreshed.setCookies);
    return (await this.post(request, response, renewedCookie, document, variables, actAs)).result;
  }

  private async post<TData, TVariables>(
    request: Request,
    response: Response,
    cookie: string | undefined,
    document: TypedDocumentNode<TData, TVariables>,
    variables: NoInfer<TVariables>,
    actAs: ActAs,
  ): Promise<{ result: GatewayResult<TData>; setCookies: string[] }> {
    const headers: Record<string, string> = { 'content-type': 'application/json', 'apollo-require-preflight': 'true' };
    if (actAs === 'admin') headers['x-act-as'] = 'admin';
    if (cookie) headers.cookie = cookie;
    if (request.headers.authorization) headers.authorization = request.headers.authorization;
    headers['x-forwarded-for'] = request.ip ?? request.socket.remoteAddress ?? '';
    const gatewayResponse = await inClientSpan('POST gateway', {}, async (traceHeaders, span) => {
      const answer = await fetch(this.gatewayUrl, {
        method: 'POST',
        headers: { ...headers, ...traceHeaders },
        body: JSON.stringify({ query: this.printOnce(document), variables }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      recordHttpStatus(span, answer.status);
      return answer;
    });
    const setCookies = gatewayResponse.headers.getSetCookie();
    for (const each of setCookies) response.append('Set-Cookie', each);
    // The gateway validates every operation against the schema these document types were generated from.
    const body = (await gatewayResponse.json()) as { data?: TData | null; errors?: GraphQLErrorBody[] };
    return { result: resultOf(body), setCookies };
  }

  private printOnce(document: DocumentNode): string {
    let text = this.printed.get(document);
    if (text === undefined) {
      text = print(document);
      this.printed.set(document, text);
    }
    return text;
  }
}

/**
 * Another call with the same refresh cookie refreshed a moment before (identity's REFRESHED_ELSEWHERE).
 * Its answer carries the new cookies, which this call never sees, so it cannot repeat the operation.
 * It answers that refusal (409 by its CONFLICT code) and not the expired session (401): the session
 * is alive, and the caller's retry goes with the other answer's cookies, where a 401 reads as signed out.
 */
function refreshedElsewhere(errors: GraphQLErrorBody[]): boolean {
  return errors.some((error) => error.extensions?.reason === 'REFRESHED_ELSEWHERE');
}

/** GraphQL answers data whenever it lists no error; an answer with neither is the gateway failing. */
function resultOf<TData>(body: { data?: TData | null; errors?: GraphQLErrorBody[] }): GatewayResult<TData> {
  if (body.errors?.length) return { data: body.data, errors: body.errors };
  if (body.data == null) throw new Error('The gateway answered neither data nor errors');
  return { data: body.data };
}

/** The Cookie header a browser would send next within this call: the request's, updated by what the call has set. */
function cookiesSoFar(request: Request, response: Response): string | undefined {
  const setCookies = ([] as (string | number)[]).concat(response.getHeader('set-cookie') ?? []).map(String);
  return setCookies.length ? mergeCookies(request.headers.cookie, setCookies) : request.headers.cookie;
}

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
