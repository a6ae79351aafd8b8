import { context, SpanKind, SpanStatusCode, trace, type Span } from '@opentelemetry/api';
import type { DeliveredEvent, EventEnvelope, EventHandler } from '../bus/event-bus';
import { contextOfTraceparent, injectTraceContext, platformTracer, TRACEPARENT_HEADER } from './propagation';
import { processTracing } from './setup';

/**
 * The relay's publish of an outbox row, as a producer span in the trace of the write that appended it
 * (its stored `traceparent`): the event then carries this span's context, so its consumers' spans are
 * its children (ADR 0044). Without tracing the stored context passes through unchanged.
 */
export async function publishInTrace(event: EventEnvelope, publish: (event: EventEnvelope) => Promise<void>) {
  if (!processTracing().exporting || !event.traceparent) return publish(event);
  const span = platformTracer().startSpan(
    `publish ${event.subject}`,
    { kind: SpanKind.PRODUCER, attributes: messagingAttributes(event, 'publish') },
    contextOfTraceparent(event.traceparent),
  );
  const carrier: Record<string, string> = {};
  injectTraceContext(carrier, trace.setSpan(context.active(), span));
  return endWith(span, publish({ ...event, traceparent: carrier[TRACEPARENT_HEADER] ?? event.traceparent }));
}

/**
 * A consumer's handler, each delivery in a consumer span that is the child of the producer's span (the
 * event's `traceparent`), active while the handler runs: its database work and the events it appends
 * join the same trace.
 */
export function handleInTrace(durableName: string, handler: EventHandler): EventHandler {
  return (event: DeliveredEvent) => {
    if (!processTracing().exporting) return handler(event);
    const span = platformTracer().startSpan(
      `process ${event.subject}`,
      {
        kind: SpanKind.CONSUMER,
        attributes: {
          ...messagingAttributes(event, 'process'),
          'messaging.consumer.group.name': durableName,
          'cloudmine.delivery_count': event.deliveryCount,
        },
      },
      contextOfTraceparent(event.traceparent),
    );
    return context.with(trace.setSpan(context.active(), span), () => endWith(span, handler(event)));
  };
}

function messagingAttributes(event: EventEnvelope, operation: 'publish' | 'process') {
  return {
    'messaging.system': 'nats',
    'messaging.operation.type': operation,
    'messaging.destination.name': event.subject,
    'messaging.message.id': event.eventId,
  };
}

/** Waits for `work` and ends the span: a throw is recorded on it and marks it failed, then passed on. */
export async function endWith<T>(span: Span, work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (error) {
    span.recordException(error instanceof Error ? error : String(error));
    span.setStatus({ code: SpanStatusCode.ERROR });
    throw error;
  } finally {
    span.end();
  }
}
