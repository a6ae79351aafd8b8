import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/**
 * The process's one registry (several services share it in the embedded mode, told apart by their
 * `service` label). Metrics stay in the process: Prometheus scrapes `/metrics`, nothing is pushed.
 */
export const metricsRegistry = new Registry();

let defaultsCollected = false;

/** Node's own figures (CPU, memory, event loop lag, GC, handles), from the first server that serves them. */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** The exposition text of every metric of the process. */
export async function metricsExposition(): Promise<{ contentType: string; body: string }> {
  return { contentType: metricsRegistry.contentType, body: await metricsRegistry.metrics() };
}

type MetricOptions<Labels extends string> = { name: string; help: string; labelNames: readonly Labels[] };

/**
 * A metric is defined once per process: a second definition under the same name (two services in one
 * process, a module loaded twice by a test) gets the first.
 */
export function counter<Labels extends string>(options: MetricOptions<Labels>): Counter<Labels> {
  return (
    (metricsRegistry.getSingleMetric(options.name) as Counter<Labels> | undefined) ??
    new Counter({ ...options, labelNames: [...options.labelNames], registers: [metricsRegistry] })
  );
}

export function histogram<Labels extends string>(
  options: MetricOptions<Labels> & { buckets: number[] },
): Histogram<Labels> {
  return (
    (metricsRegistry.getSingleMetric(options.name) as Histogram<Labels> | undefined) ??
    new Histogram({ ...options, labelNames: [...options.labelNames], registers: [metricsRegistry] })
  );
}

export type Sample<Labels extends string> = { labels: Record<Labels, string>; value: number };
/** Reads current values when Prometheus scrapes; may be slow or fail, so it is read within a time limit. */
export type Sampler<Labels extends string> = () => Promise<Sample<Labels>[]> | Sample<Labels>[];

/** How long a scrape waits for one sampler (a database query, a NATS request) before leaving its series out. */
export const SAMPLE_TIMEOUT_MS = 1_000;

export type SampledGauge<Labels extends string> = {
  /** Adds a source of samples; the function returned removes it (a service that stops). */
  add(sampler: Sampler<Labels>): () => void;
};

/**
 * A gauge whose values are read at scrape time from the samplers added to it. A sampler that fails or
 * does not answer within SAMPLE_TIMEOUT_MS leaves its series out of that scrape (Prometheus then shows
 * a gap, which an alert on `absent()` can catch) rather than holding the whole scrape up.
 */
export function sampledGauge<Labels extends string>(options: MetricOptions<Labels>): SampledGauge<Labels> {
  // prom-client shows a gauge without labels as 0 when nothing set it: an absent value would read as a real 0.
  if (options.labelNames.length === 0) throw new Error(`sampled gauge ${options.name} needs a label`);
  const existing = sampledGauges.get(options.name) as SampledGauge<Labels> | undefined;
  if (existing) return existing;
  const samplers = new Set<Sampler<Labels>>();
  new Gauge<Labels>({
    ...options,
    labelNames: [...options.labelNames],
    registers: [metricsRegistry],
    async collect() {
      this.reset();
      const read = await Promise.all([...samplers].map((sampler) => withinTime(sampler, SAMPLE_TIMEOUT_MS)));
      for (const sample of read.flat()) this.set(sample.labels, sample.value);
    },
  });
  const gauge: SampledGauge<Labels> = {
    add(sampler) {
      samplers.add(sampler);
      return () => samplers.delete(sampler);
    },
  };
  sampledGauges.set(options.name, gauge);
  return gauge;
}

const sampledGauges = new Map<string, SampledGauge<string>>();

async function withinTime<Labels extends string>(sampler: Sampler<Labels>, limitMs: number): Promise<Sample<Labels>[]> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<Sample<Labels>[]>((resolve) => {
    timer = setTimeout(() => resolve([]), limitMs);
  });
  try {
    return await Promise.race([Promise.resolve().then(sampler), late]);
  } catch {
    return [];
  } finally {
    clearTimeout(timer);
  }
}
