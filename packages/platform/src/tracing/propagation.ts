import { context, propagation, ROOT_CONTEXT, trace, type Context } from '@opentelemetry/api';

/** The header (and outbox column, and NATS message header) that carries W3C trace context. */
export const TRACEPARENT_HEADER = 'traceparent';

/** The platform's one tracer; every span of the code is started from it. */
export function platformTracer() {
  return trace.getTracer('cloudmine');
}

/**
 * Writes the active context into outgoing headers (`traceparent`, and `tracestate` when set). Nothing is
 * written without tracing, or outside any span.
 */
export function injectTraceContext(headers: Record<string, string>, from: Context = context.active()): void {
  propagation.inject(from, headers);
}

/** The context an incoming request or message carries; the root context when it carries none. */
export function extractTraceContext(headers: Record<string, string | string[] | undefined>): Context {
  return propagation.extract(ROOT_CONTEXT, headers);
}

/** The active span's `traceparent`, to store beside something that continues the trace later (an outbox row). */
export function activeTraceparent(): string | null {
  const carrier: Record<string, string> = {};
  injectTraceContext(carrier);
  return carrier[TRACEPARENT_HEADER] ?? null;
}

/** The context of a stored `traceparent`; the root context when there is none. */
export function contextOfTraceparent(traceparent: string | null | undefined): Context {
  return traceparent ? extractTraceContext({ [TRACEPARENT_HEADER]: traceparent }) : ROOT_CONTEXT;
}
