import http from 'node:http';
import { inClientSpan, InFlightSharing, recordHttpStatus } from '@mc/platform';
import fetch, { Headers, Response, type RequestInit } from 'node-fetch';

/**
 * Set by the subgraph source on calls that may be shared, and removed before the call leaves: a read
 * (the client's operation is a query) that carries no refresh token (identity may rotate it, a write).
 */
export const SHAREABLE_MARK = 'x-gateway-shareable';

/** One keep-alive agent for all subgraph calls: no TCP handshake per request under load. */
const keepAliveAgent = new http.Agent({ keepAlive: true, maxSockets: 256, keepAliveMsecs: 10_000 });

type Answer = { status: number; statusText: string; headers: [string, string][]; body: string };

/**
 * The fetcher of every subgraph call. Identical shareable calls in flight at once (same subgraph, same
 * headers — so the same viewer and client address — and the same body) go out once; each caller gets
 * its own copy of the answer to parse, so no caller sees another's objects.
 */
export function sharedSubgraphFetcher(
  subgraphName: string,
  timeoutMs: number,
): (url: string, init: RequestInit) => Promise<Response> {
  const inFlight = new InFlightSharing<Answer>();
  const send = async (url: string, init: RequestInit): Promise<Answer> => {
    const response = await fetch(url, { ...init, agent: keepAliveAgent, signal: AbortSignal.timeout(timeoutMs) });
    const body = await response.text();
    return { status: response.status, statusText: response.statusText, headers: [...response.headers], body };
  };
  const fetcher = async (url: string, init: RequestInit, traceHeaders: Record<string, string>) => {
    const headers = { ...(init.headers as Record<string, string>) };
    const shareable = headers[SHAREABLE_MARK] === '1';
    delete headers[SHAREABLE_MARK];
    // The trace context joins after the sharing key: a shared call goes out in the first caller's trace.
    const call = { ...init, headers: { ...headers, ...traceHeaders } };
    return shareable
      ? await inFlight.run(`${url}\n${JSON.stringify(headers)}\n${init.body as string}`, () => send(url, call))
      : await send(url, call);
  };
  // Each caller's call in a client span of its own, under Apollo's `gateway.fetch` for the subgraph.
  return (url: string, init: RequestInit) =>
    inClientSpan(`POST ${subgraphName}`, { 'cloudmine.subgraph': subgraphName }, async (traceHeaders, span) => {
      const answer = await fetcher(url, init, traceHeaders);
      recordHttpStatus(span, answer.status);
      return responseOf(answer);
    });
}

function responseOf(answer: Answer): Response {
  return new Response(answer.body, {
    status: answer.status,
    statusText: answer.statusText,
    headers: new Headers(answer.headers),
  });
}
