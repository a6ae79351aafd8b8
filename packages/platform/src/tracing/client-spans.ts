import { context, SpanKind, SpanStatusCode, trace, type Attributes, type Span } from '@opentelemetry/api';
import { endWith } from './event-spans';
import { injectTraceContext, platformTracer } from './propagation';
import { processTracing } from './setup';

/**
 * An outgoing call in a client span, the child of the active span: `work` gets the headers that carry
 * the span's context to the callee (empty without tracing) and may set the answer's attributes on it.
 * A call that throws, or answers 5xx (`http.response.status_code`), is an error.
 */
export async function inClientSpan<T>(
  name: string,
  attributes: Attributes,
  work: (traceHeaders: Record<string, string>, span: Span | undefined) => Promise<T>,
): Promise<T> {
  if (!processTracing().exporting) return work({}, undefined);
  const span = platformTracer().startSpan(name, { kind: SpanKind.CLIENT, attributes });
  const active = trace.setSpan(context.active(), span);
  const traceHeaders: Record<string, string> = {};
  injectTraceContext(traceHeaders, active);
  return endWith(
    span,
    context.with(active, () => work(traceHeaders, span)),
  );
}

/** The answer's status on a client span; a 5xx marks it failed. */
export function recordHttpStatus(span: Span | undefined, statusCode: number): void {
  if (!span) return;
  span.setAttribute('http.response.status_code', statusCode);
  if (statusCode >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
}
