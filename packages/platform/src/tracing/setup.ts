import { diag, DiagLogLevel, type DiagLogger } from '@opentelemetry/api';
import type { Logger } from 'pino';
import type * as ExportingProviderModule from './exporting-provider';

export type Tracing = {
  /** Spans are recorded and exported (OTEL_EXPORTER_OTLP_ENDPOINT is set). */
  readonly exporting: boolean;
  /** Exports the spans still waiting in the batch; the last thing a stopping process does. */
  stop(): Promise<void>;
};

/** A stop never waits longer than this for the collector: an unreachable one must not hold a shutdown up. */
const FLUSH_LIMIT_MS = 5_000;

const DISABLED: Tracing = { exporting: false, stop: async () => undefined };

let current: Tracing | undefined;

/** Where spans go: the collector the environment names (the OTLP variables' own names), if any. */
export function tracesEndpoint(environment: NodeJS.ProcessEnv): string | undefined {
  const own = environment.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT;
  if (own) return own;
  // The base endpoint gets the signal's path, as every OTLP exporter does with it.
  const base = environment.OTEL_EXPORTER_OTLP_ENDPOINT;
  return base ? `${base.replace(/\/+$/, '')}/v1/traces` : undefined;
}

/**
 * Tracing for this process, set up once (the embedded mode's services share the first one's): with a
 * collector named in the environment, spans go out in batches over OTLP/HTTP (JSON) and trace context
 * travels as W3C `traceparent` headers. Without one nothing is registered: the API's no-op tracer makes
 * every span in the code free, and no `traceparent` is read or written.
 */
export function startTracing(serviceName: string, logger: Logger, environment = process.env): Tracing {
  if (current) return current;
  const url = tracesEndpoint(environment);
  if (!url) return (current = DISABLED);
  diag.setLogger(diagnosticsTo(logger), DiagLogLevel.WARN);
  // The SDK and the exporter are loaded only when spans are exported: about 0.2 s of every process's
  // start that a platform without a collector never pays.
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- a lazy load on purpose (see above)
  const { exportingProvider } = require('./exporting-provider') as typeof ExportingProviderModule;
  const provider = exportingProvider(serviceName, url);
  logger.info({ url }, 'tracing: exporting spans over OTLP');
  let stopping: Promise<void> | undefined;
  current = {
    exporting: true,
    stop: () => (stopping ??= withinLimit(provider.shutdown(), FLUSH_LIMIT_MS).catch(() => undefined)),
  };
  return current;
}

/** The process's tracing, for the stop path of code that did not start it; disabled when nobody did. */
export function processTracing(): Tracing {
  return current ?? DISABLED;
}

/** The SDK's own complaints (an export refused, a collector away) in the service's log, not on stderr. */
function diagnosticsTo(logger: Logger): DiagLogger {
  const log =
    (level: 'warn' | 'error') =>
    (message: string, ...args: unknown[]) =>
      logger[level]({ detail: args.map(String).join(' ') }, `tracing: ${message}`);
  const quiet = () => undefined;
  return { error: log('error'), warn: log('warn'), info: quiet, debug: quiet, verbose: quiet };
}

function withinLimit(work: Promise<void>, limitMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limitMs);
    timer.unref();
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
