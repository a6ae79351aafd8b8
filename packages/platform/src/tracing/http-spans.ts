import type { IncomingMessage } from 'node:http';
import { context, ROOT_CONTEXT, SpanKind, SpanStatusCode, trace, type Context, type Span } from '@opentelemetry/api';
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import type { NextFunction, Request, Response } from 'express';
import { extractTraceContext, platformTracer } from './propagation';
import { processTracing } from './setup';

/**
 * Express middleware, before the routes it traces: a server span per request, the child of the caller's
 * `traceparent` when it sent one and is trusted (not at the edge, where the public calls), active for
 * everything that handles the request. Named `<METHOD> <route pattern>` once answered (never the path,
 * which may carry ids); the GraphQL plugin below renames it after the operation.
 */
export function traceHttpServer(service: string, options: { trustCallerContext?: boolean } = {}) {
  const trusted = options.trustCallerContext ?? true;
  return (request: Request, response: Response, next: NextFunction) => {
    if (!processTracing().exporting) return next();
    const parent = trusted ? extractTraceContext(request.headers) : ROOT_CONTEXT;
    const span = startServerSpan(service, request.method, request.originalUrl, parent);
    const active = trace.setSpan(parent, span);
    requestContexts.set(request, active);
    // The body arrives in events of the socket's own async context: bound, its listeners run in this one.
    context.bind(active, request);
    context.bind(active, response);
    response.once('close', () => {
      const route = (request.route as { path?: unknown } | undefined)?.path;
      if (typeof route === 'string' && !operationNamed.has(span))
        span.updateName(`${request.method} ${request.baseUrl}${route}`);
      endServerSpan(span, response.statusCode, response.writableFinished);
    });
    context.with(active, next);
  };
}

const requestContexts = new WeakMap<IncomingMessage, Context>();

/**
 * The context of a request's server span, for code that runs outside its async context (a proxy's
 * events); the active context when the request has none.
 */
export function traceContextOfRequest(request: IncomingMessage): Context {
  return requestContexts.get(request) ?? context.active();
}

function startServerSpan(service: string, method: string, url: string, parent: Context) {
  // Until the route is known: the first segment only (`POST /graphql`, `GET /api`), never ids.
  return platformTracer().startSpan(
    `${method} /${url.split(/[/?]/)[1] ?? ''}`,
    {
      kind: SpanKind.SERVER,
      attributes: {
        'cloudmine.service': service,
        'http.request.method': method,
        'url.path': url.split('?')[0].slice(0, 200),
      },
    },
    parent,
  );
}

/** Ends a server span with its answer's status: a 5xx, or an answer cut before its end, is an error. */
function endServerSpan(span: Span, statusCode: number, finished: boolean): void {
  span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500 || !finished) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

const operationNamed = new WeakSet<Span>();

/**
 * Apollo plugin: the request's server span is named `graphql <operation name>` and carries the operation's
 * name and type, so a trace reads as the operations it ran.
 */
export function graphqlTracingPlugin<TContext extends BaseContext>(): ApolloServerPlugin<TContext> {
  return {
    async requestDidStart() {
      const span = trace.getActiveSpan();
      if (!span?.isRecording()) return;
      return {
        async didResolveOperation({ operationName, operation }) {
          const name = operationName ?? 'anonymous';
          span.updateName(`graphql ${name}`);
          operationNamed.add(span);
          span.setAttribute('graphql.operation.name', name);
          span.setAttribute('graphql.operation.type', operation?.operation ?? 'unknown');
        },
        async willSendResponse({ response }) {
          const errors = response.body.kind === 'single' ? (response.body.singleResult.errors ?? []) : [];
          if (errors.length > 0) span.setAttribute('graphql.error.count', errors.length);
        },
      };
    },
  };
}
