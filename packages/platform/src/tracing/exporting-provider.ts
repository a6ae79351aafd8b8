import { hostname } from 'node:os';
import { resourceFromAttributes } from '@opentelemetry/resources';
import { BatchSpanProcessor, NodeTracerProvider } from '@opentelemetry/sdk-trace-node';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';

/**
 * The tracer provider of a process that exports its spans over OTLP/HTTP (JSON) to `url`, registered as
 * the process's own: the async-hooks context manager and the W3C trace-context (and baggage) propagator.
 */
export function exportingProvider(serviceName: string, url: string): NodeTracerProvider {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      [ATTR_SERVICE_NAME]: serviceName,
      'service.namespace': 'cloudmine',
      'service.instance.id': `${hostname()}:${process.pid}`,
    }),
    // The exporter reads its headers and timeout from the OTEL_* variables, the processor its delay and
    // sizes (OTEL_BSP_*).
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url }))],
  });
  provider.register();
  return provider;
}
