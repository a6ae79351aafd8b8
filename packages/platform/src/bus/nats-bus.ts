import {
  DiscardPolicy,
  jetstream,
  jetstreamManager,
  JetStreamApiError,
  StorageType,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { connect, headers, nanos, type MsgHdrs, type NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { retentionSettings, streamMaxAgeMs, type RetentionSettings } from '../events/retention';
import type { ConsumeOptions, Consumer, EventBus, EventEnvelope, LiveHandler } from './event-bus';
import { DEFAULT_DUPLICATE_WINDOW_MS, streamOfSubject } from './delivery-policy';
import { startNatsConsumer } from './nats-consumer';
import { streamReplicasSetting } from './stream-replicas';
import { TRACEPARENT_HEADER } from '../tracing/propagation';

export type NatsBusOptions = {
  url: string;
  /** Connection name, shown by the server's monitoring (e.g. the service name). */
  name: string;
  /** JetStream duplicate window: the same eventId within it is stored once. */
  duplicateWindowMs?: number;
  /** Connection state changes are logged here. */
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
  /** Pause between reconnect attempts; tests shorten it. */
  reconnectTimeWaitMs?: number;
  /** Every stream's age and size limits; from the environment by default (events/retention.ts). */
  streamLimits?: StreamLimits;
  /** Copies of each stream (NATS_STREAM_REPLICAS); from the environment by default. */
  streamReplicas?: number;
};

export type StreamLimits = Pick<RetentionSettings, 'streamMaxAgeDays' | 'streamMaxBytes'>;

/**
 * Reconnect forever: a service must outlive any NATS outage (the client's default gives up after ten
 * attempts, about twenty seconds, and leaves the service deaf for good). Events are not lost meanwhile:
 * they wait in each service's outbox and in JetStream.
 */
export const NATS_RECONNECT = { maxAttempts: -1, timeWaitMs: 1_000, jitterMs: 500 };

/** JetStream API error code for "stream name already in use with a different configuration". */
const STREAM_CONFIG_DIFFERS = 10058;

/**
 * The distributed transport: durable events on JetStream (one stream per producing service,
 * `FUNDS` holding `funds.>`), live messages on core NATS pub/sub.
 */
export async function createNatsBus(options: NatsBusOptions): Promise<EventBus> {
  const nc = await connect({
    servers: options.url,
    name: options.name,
    maxReconnectAttempts: NATS_RECONNECT.maxAttempts,
    reconnectTimeWait: options.reconnectTimeWaitMs ?? NATS_RECONNECT.timeWaitMs,
    reconnectJitter: NATS_RECONNECT.jitterMs,
  });
  const connection = watchConnection(nc, options);
  const jsm = await jetstreamManager(nc);
  const js = jetstream(nc);
  const duplicateWindowMs = options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS;
  const limits = options.streamLimits ?? retentionSettings();
  const replicas = options.streamReplicas ?? streamReplicasSetting();
  const readyStreams = new Map<string, Promise<string>>();
  const consumers = new Set<Consumer>();

  /** Creates or updates the stream once per bus; a failure is retried on the next call. */
  const ensureStream = (stream: string): Promise<string> => {
    let ready = readyStreams.get(stream);
    if (!ready) {
      ready = upsertStream(jsm, stream, streamConfig(stream, duplicateWindowMs, limits, replicas));
      ready.catch(() => readyStreams.delete(stream));
      readyStreams.set(stream, ready);
    }
    return ready;
  };

  return {
    kind: 'nats',

    connected: () => connection.connected,

    async publish(event: EventEnvelope): Promise<void> {
      await ensureStream(streamOfSubject(event.subject));
      // The event id is the JetStream message id, so the server drops re-publishes of it. Trace context
      // goes in a header, as other NATS clients and tools expect it, not in the event's body.
      const { traceparent, ...body } = event;
      await js.publish(event.subject, JSON.stringify(body), {
        msgID: event.eventId,
        headers: traceHeaders(traceparent),
      });
    },

    async consume(consumeOptions: ConsumeOptions): Promise<Consumer> {
      const streamName = await ensureStream(consumeOptions.stream);
      const consumer = await startNatsConsumer(jsm, js, streamName, consumeOptions);
      const tracked: Consumer = {
        stop: async () => {
          consumers.delete(tracked);
          await consumer.stop();
        },
      };
      consumers.add(tracked);
      return tracked;
    },

    publishLive(subject: string, data: unknown): void {
      nc.publish(subject, JSON.stringify(data));
    },

    subscribeLive(subject: string, handler: LiveHandler): () => void {
      const subscription = nc.subscribe(subject, {
        callback: (error, msg) => {
          if (error) return;
          // A failing subscriber must not break the connection's dispatch for the others.
          try {
            handler(msg.subject, msg.json());
          } catch (handlerError) {
            console.error(`[nats-bus] live handler for "${subject}" failed`, handlerError);
          }
        },
      });
      return () => subscription.unsubscribe();
    },

    async close(): Promise<void> {
      if (nc.isClosed()) return;
      await Promise.all([...consumers].map((consumer) => consumer.stop()));
      // drain() flushes pending publishes and lets subscriptions finish before closing.
      if (!nc.isClosed() && !nc.isDraining()) await nc.drain();
    },
  };
}

function traceHeaders(traceparent: string | undefined): MsgHdrs | undefined {
  if (!traceparent) return undefined;
  const traced = headers();
  traced.set(TRACEPARENT_HEADER, traceparent);
  return traced;
}

/** Follows the connection's state and logs each change, so an outage is seen in the logs and in /ready. */
function watchConnection(nc: NatsConnection, options: NatsBusOptions): { connected: boolean } {
  const state = { connected: true };
  const log = options.logger;
  void (async () => {
    for await (const status of nc.status()) {
      switch (status.type) {
        case 'disconnect':
          state.connected = false;
          log?.warn({ server: status.server }, 'NATS disconnected; reconnecting');
          break;
        case 'reconnect':
          state.connected = true;
          log?.info({ server: status.server }, 'NATS reconnected');
          break;
        case 'error':
          log?.error({ err: status.error }, 'NATS connection error');
          break;
        default:
          break;
      }
    }
    state.connected = false;
  })();
  return state;
}

/**
 * What every stream is set to. Kept by limits, not by interest: the oldest messages go first once a
 * stream is older or bigger than its limits (discard old), so a publish is never refused for space.
 */
function streamConfig(
  stream: string,
  duplicateWindowMs: number,
  limits: StreamLimits,
  replicas: number,
): Partial<StreamConfig> {
  return {
    num_replicas: replicas,
    subjects: [`${stream}.>`],
    duplicate_window: nanos(duplicateWindowMs),
    max_age: nanos(streamMaxAgeMs(limits)),
    max_bytes: limits.streamMaxBytes,
    discard: DiscardPolicy.Old,
  };
}

/**
 * Stream `FUNDS` with subjects `funds.>`: created if missing, updated if its config drifted (a stream
 * from before the limits gets them, keeping its messages; those past the limits are then dropped).
 */
async function upsertStream(jsm: JetStreamManager, stream: string, config: Partial<StreamConfig>): Promise<string> {
  if (!/^[a-z0-9_-]+$/i.test(stream)) throw new Error(`Invalid stream name "${stream}"`);
  const name = stream.toUpperCase();
  try {
    await jsm.streams.add({ name, storage: StorageType.File, ...config });
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === STREAM_CONFIG_DIFFERS)) throw error;
    await jsm.streams.update(name, config);
  }
  return name;
}
