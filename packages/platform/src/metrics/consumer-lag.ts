import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import type { ConsumeOptions, EventBus } from '../bus/event-bus';
import { sampledGauge, type Sample } from './registry';

const pending = sampledGauge({
  name: 'cloudmine_consumer_pending_events',
  help: 'Events in the stream that the durable consumer has not yet been delivered (JetStream num_pending).',
  labelNames: ['service', 'stream', 'consumer'],
});
const unacknowledged = sampledGauge({
  name: 'cloudmine_consumer_unacknowledged_events',
  help: 'Events delivered to the durable consumer and not yet acknowledged (JetStream num_ack_pending).',
  labelNames: ['service', 'stream', 'consumer'],
});

type Watched = { stream: string; consumer: string };
type Labels = 'service' | 'stream' | 'consumer';

/**
 * The bus of a service, with its durable consumers' lag reported to the metrics. The lag is read from
 * JetStream at scrape time over a connection of the metrics' own (the bus keeps its connection to
 * itself), opened at the first scrape. Fan-out consumers are left out: each lives as long as its process
 * and has a random name, which would make a series per start. The in-process bus has no lag to report.
 */
export function watchConsumerLag(
  bus: EventBus,
  service: string,
  natsUrl: string | undefined,
  logger: Logger,
): EventBus {
  if (bus.kind !== 'nats' || !natsUrl) return bus;
  const watched = new Map<string, Watched>();
  const manager = jetStreamManagerOnDemand(natsUrl, `${service}-metrics`, logger);
  const read = async (field: 'num_pending' | 'num_ack_pending'): Promise<Sample<Labels>[]> => {
    const jsm = await manager.get();
    const infos = await Promise.all(
      [...watched.values()].map(({ stream, consumer }) =>
        // The bus names each stream after its producer in capitals (nats-bus.ts, upsertStream).
        jsm.consumers.info(stream.toUpperCase(), consumer).then(
          (info) => ({ labels: { service, stream, consumer }, value: info[field] }),
          () => undefined,
        ),
      ),
    );
    return infos.filter((sample) => sample !== undefined);
  };
  const removers = [pending.add(() => read('num_pending')), unacknowledged.add(() => read('num_ack_pending'))];
  return {
    kind: bus.kind,
    connected: () => bus.connected(),
    publish: (event) => bus.publish(event),
    consume: async (options: ConsumeOptions) => {
      const consumer = await bus.consume(options);
      if (!options.fanOut) watched.set(options.durableName, { stream: options.stream, consumer: options.durableName });
      return consumer;
    },
    publishLive: (subject, data) => bus.publishLive(subject, data),
    subscribeLive: (subject, handler) => bus.subscribeLive(subject, handler),
    close: async () => {
      removers.forEach((remove) => remove());
      await manager.close();
      await bus.close();
    },
  };
}

/** A JetStream manager on a connection opened at the first call; a failed attempt is tried again at the next. */
function jetStreamManagerOnDemand(url: string, name: string, logger: Logger) {
  let connection: Promise<{ nc: NatsConnection; jsm: JetStreamManager }> | undefined;
  let closed = false;
  return {
    get: async (): Promise<JetStreamManager> => {
      if (closed) throw new Error('closed');
      connection ??= (async () => {
        const nc = await connect({ servers: url, name, maxReconnectAttempts: -1, reconnectTimeWait: 1_000 });
        return { nc, jsm: await jetstreamManager(nc) };
      })();
      connection.catch((error: unknown) => {
        logger.warn({ err: error }, 'metrics: NATS not reachable for consumer lag');
        connection = undefined;
      });
      return (await connection).jsm;
    },
    close: async () => {
      closed = true;
      const opened = await connection?.catch(() => undefined);
      if (opened && !opened.nc.isClosed()) await opened.nc.close();
    },
  };
}
