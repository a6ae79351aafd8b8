import { trace } from '@opentelemetry/api';
import express from 'express';
import pino from 'pino';
import { createMemoryBus } from '../src/bus';
import { newEvent } from '../src/outbox/outbox';
import { activeTraceparent, publishInTrace, startTracing, traceHttpServer } from '../src/tracing';

/** Without OTEL_EXPORTER_OTLP_ENDPOINT: nothing is registered, exported or propagated (near-zero cost). */
describe('tracing without a collector', () => {
  const tracing = startTracing('unit', pino({ level: 'silent' }), {});

  it('creates no exporter and registers no tracer: spans are not recorded', () => {
    expect(tracing.exporting).toBe(false);
    const span = trace.getTracer('cloudmine').startSpan('anything');
    expect(span.isRecording()).toBe(false);
    expect(span.spanContext().traceId).toBe('00000000000000000000000000000000');
    span.end();
  });

  it('writes no traceparent, so outbox rows and messages carry none', async () => {
    const span = trace.getTracer('cloudmine').startSpan('anything');
    await trace.getTracer('cloudmine').startActiveSpan('active', async (active) => {
      expect(activeTraceparent()).toBeNull();
      active.end();
    });
    span.end();
    const published: unknown[] = [];
    await publishInTrace(newEvent('unit.thing.happened', {}), async (event) => void published.push(event));
    expect(published).toEqual([expect.not.objectContaining({ traceparent: expect.anything() })]);
  });

  it('lets requests through the server middleware untouched', async () => {
    const app = express();
    app.use(traceHttpServer('unit'));
    app.get('/', (_request, response) => void response.json({ active: trace.getActiveSpan() !== undefined }));
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const { port } = server.address() as { port: number };
      const answer = await fetch(`http://127.0.0.1:${port}/`, {
        headers: { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01' },
      });
      expect(await answer.json()).toEqual({ active: false });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('delivers events on the in-process bus as before', async () => {
    const bus = createMemoryBus();
    const seen: string[] = [];
    const consumer = await bus.consume({
      durableName: 'unit',
      stream: 'unit',
      subjects: ['unit.>'],
      handler: async (event) => void seen.push(event.subject),
    });
    await bus.publish(newEvent('unit.thing.happened', {}));
    for (let waited = 0; seen.length === 0 && waited < 5_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(seen).toEqual(['unit.thing.happened']);
    await consumer.stop();
    await bus.close();
  });
});
