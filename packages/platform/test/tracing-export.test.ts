import { context, SpanKind, trace } from '@opentelemetry/api';
import express from 'express';
import pino from 'pino';
import { createMemoryBus } from '../src/bus';
import { newEvent } from '../src/outbox/outbox';
import { SPAN_KIND, startOtlpReceiver, type OtlpReceiver } from '../src/testing/otlp-receiver';
import { waitFor } from '../src/testing/wait-for';
import {
  activeTraceparent,
  inClientSpan,
  platformTracer,
  publishInTrace,
  startTracing,
  traceHttpServer,
  type Tracing,
} from '../src/tracing';

/**
 * With a collector named: spans go out over OTLP/HTTP to a real receiver, and trace context travels
 * from a request through the outbox's stored traceparent and the bus to a consumer.
 */
describe('tracing with a collector', () => {
  let receiver: OtlpReceiver;
  let tracing: Tracing;

  beforeAll(async () => {
    receiver = await startOtlpReceiver();
    tracing = startTracing('unit-service', pino({ level: 'silent' }), {
      OTEL_EXPORTER_OTLP_ENDPOINT: `${receiver.url}/`,
    });
  });
  afterAll(async () => {
    await tracing.stop();
    await receiver.stop();
  });

  it('exports a request continued from its caller, with a client span injected into the next call', async () => {
    const app = express();
    app.use(traceHttpServer('unit-service'));
    app.get('/things/:id', async (_request, response) => {
      const sent = await inClientSpan('POST downstream', {}, async (headers) => headers);
      response.json(sent);
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const callerTrace = '0af7651916cd43dd8448eb211c80319c';
    let sent: Record<string, string>;
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/things/42`, {
        headers: { traceparent: `00-${callerTrace}-b7ad6b7169203331-01` },
      });
      sent = (await answer.json()) as Record<string, string>;
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    const serverSpan = await waitFor(
      () => receiver.spans.find((span) => span.name === 'GET /things/:id'),
      10_000,
      'the server span',
    );
    expect(serverSpan).toMatchObject({
      service: 'unit-service',
      traceId: callerTrace,
      parentSpanId: 'b7ad6b7169203331',
      kind: SPAN_KIND.SERVER,
    });
    expect(serverSpan.attributes['http.response.status_code']).toBe(200);
    const clientSpan = await waitFor(() => receiver.spans.find((span) => span.name === 'POST downstream'));
    expect(clientSpan).toMatchObject({ traceId: callerTrace, parentSpanId: serverSpan.spanId, kind: SPAN_KIND.CLIENT });
    expect(sent.traceparent).toBe(`00-${callerTrace}-${clientSpan.spanId}-01`);
  });

  it('carries a stored traceparent through the bus: producer span, then the consumer span as its child', async () => {
    const bus = createMemoryBus();
    const handled: string[] = [];
    const consumer = await bus.consume({
      durableName: 'unit-consumer',
      stream: 'unit',
      subjects: ['unit.>'],
      handler: async () => void handled.push(trace.getActiveSpan()?.spanContext().spanId ?? 'none'),
    });
    const write = platformTracer().startSpan('write', { kind: SpanKind.SERVER });
    // What appendToOutbox stores with the row, then the relay's publish of that row.
    const stored = context.with(trace.setSpan(context.active(), write), () => activeTraceparent());
    write.end();
    expect(stored).toBe(`00-${write.spanContext().traceId}-${write.spanContext().spanId}-01`);
    await publishInTrace({ ...newEvent('unit.thing.happened', {}), traceparent: stored! }, (event) =>
      bus.publish(event),
    );
    await waitFor(() => handled.length === 1, 5_000, 'the delivery');
    const traceId = write.spanContext().traceId;
    const producer = await waitFor(() => receiver.spans.find((span) => span.name === 'publish unit.thing.happened'));
    const consumerSpan = await waitFor(() =>
      receiver.spans.find((span) => span.name === 'process unit.thing.happened'),
    );
    expect(producer).toMatchObject({ traceId, parentSpanId: write.spanContext().spanId, kind: SPAN_KIND.PRODUCER });
    expect(consumerSpan).toMatchObject({ traceId, parentSpanId: producer.spanId, kind: SPAN_KIND.CONSUMER });
    expect(consumerSpan.attributes['messaging.consumer.group.name']).toBe('unit-consumer');
    // The handler ran inside the consumer span.
    expect(handled).toEqual([consumerSpan.spanId]);
    await consumer.stop();
    await bus.close();
  });
});
