import {
  AckPolicy,
  DeliverPolicy,
  JetStreamApiError,
  type ConsumerConfig,
  type JetStreamClient,
  type JetStreamManager,
  type JsMsg,
} from '@nats-io/jetstream';
import { nanos } from '@nats-io/transport-node';
import { randomBytes } from 'node:crypto';
import type { ConsumeOptions, Consumer, EventEnvelope } from './event-bus';
import { ackWaitOf, retryDelayOf } from './delivery-policy';
import { settlesWithin } from './settles-within';
import { handleInTrace } from '../tracing/event-spans';
import { TRACEPARENT_HEADER } from '../tracing/propagation';

/**
 * How long the server keeps a fan-out consumer nobody pulls from, for a process that crashed and could not
 * delete its own. An hour, so a running process keeps its consumer through a NATS outage up to that long
 * (one deleted meanwhile is not made again: its process hears nothing more until it restarts). A gone
 * process's consumer holds no messages back meanwhile: the streams keep them by limits, not by interest.
 */
const FAN_OUT_INACTIVE_THRESHOLD_MS = 60 * 60_000;

/**
 * A durable pull consumer on JetStream. Processes one message at a time: handler ok → ack,
 * handler throws → nak with a short delay (the server redelivers with a higher delivery count).
 */
export async function startNatsConsumer(
  jsm: JetStreamManager,
  js: JetStreamClient,
  streamName: string,
  options: ConsumeOptions,
): Promise<Consumer> {
  const config = durableConfig(options);
  await ensureDurable(jsm, streamName, config);
  const consumer = await js.consumers.get(streamName, config.durable_name);
  // One message per pull: a big batch would sit in this process's buffer with its ack-wait
  // clock running, and be redelivered elsewhere while still queued here.
  const messages = await consumer.consume({ max_messages: 1 });
  const ackWaitMs = ackWaitOf(options.ackWaitMs);
  const handler = handleInTrace(options.durableName, options.handler);
  let stopped = false;
  let inFlight: { msg: JsMsg; settled: Promise<void>; abandoned: boolean } | undefined;

  const handle = async (current: { msg: JsMsg; abandoned: boolean }): Promise<void> => {
    const { msg } = current;
    let envelope: EventEnvelope;
    try {
      envelope = msg.json<EventEnvelope>();
    } catch {
      // Not an envelope: no retry can fix it, so stop redelivering it instead of looping forever.
      console.error(
        `[nats-bus] ${options.durableName}: dropping non-JSON message ${msg.info.streamSequence} on ${msg.subject}`,
      );
      msg.term();
      return;
    }
    try {
      const traceparent = msg.headers?.get(TRACEPARENT_HEADER) || undefined;
      await handler({ ...envelope, traceparent, deliveryCount: msg.info.deliveryCount });
      if (!current.abandoned) msg.ack();
    } catch {
      if (!current.abandoned) msg.nak(retryDelayOf(options.ackWaitMs));
    }
  };

  const loop = (async () => {
    for await (const msg of messages) {
      // Prefetched after stop(): give it straight back instead of letting it wait out the ack wait.
      if (stopped) {
        msg.nak();
        continue;
      }
      const current = { msg, abandoned: false, settled: Promise.resolve() };
      current.settled = handle(current);
      inFlight = current;
      await current.settled;
      inFlight = undefined;
    }
  })().catch((error: unknown) => {
    console.error(`[nats-bus] consumer ${options.durableName} on ${streamName} stopped pulling`, error);
  });

  const stopPulling = async (): Promise<void> => {
    // close() resolves only when the loop reaches the end of the buffered messages, i.e. after
    // the in-flight handler: awaiting it here would hang on a handler that never returns.
    const closed = messages.close();
    const current = inFlight;
    // Wait for the in-flight handler, but not past the ack wait: by then the server would
    // redeliver it anyway, so hand it back now and ignore the late outcome.
    if (current && !(await settlesWithin(current.settled, ackWaitMs))) {
      current.abandoned = true;
      current.msg.nak();
      return;
    }
    await Promise.all([closed, loop]);
  };

  return {
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      await stopPulling();
      // A fan-out consumer is this process's alone: nobody resumes it. With NATS unreachable the request
      // gives up after JetStream's request timeout and the server's inactive threshold deletes it later.
      if (options.fanOut) await jsm.consumers.delete(streamName, config.durable_name).catch(() => undefined);
    },
  };
}

function durableConfig(options: ConsumeOptions): Partial<ConsumerConfig> & { durable_name: string } {
  const [single, ...more] = options.subjects;
  if (single === undefined) throw new Error(`Consumer "${options.durableName}" needs at least one subject`);
  return {
    durable_name: options.durableName,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(ackWaitOf(options.ackWaitMs)),
    max_deliver: -1,
    // A single filter works on every server; several filters need NATS 2.10+.
    ...(more.length === 0 ? { filter_subject: single } : { filter_subjects: options.subjects }),
    ...(options.fanOut ? fanOutConfig(options.durableName) : {}),
  };
}

/**
 * A consumer of this process's own, from the next event published on. A durable with a random suffix
 * rather than an ephemeral consumer: both honour inactive_threshold on NATS 2.9 (2.9.10 checked), but this
 * one is created, fetched and updated like every other durable here, and its name says whose it is in
 * `nats consumer ls` (`edge-page-store-3f9c0a1b2d4e`).
 */
function fanOutConfig(durableName: string): Partial<ConsumerConfig> & { durable_name: string } {
  return {
    durable_name: `${durableName}-${randomBytes(6).toString('hex')}`,
    deliver_policy: DeliverPolicy.New,
    inactive_threshold: nanos(FAN_OUT_INACTIVE_THRESHOLD_MS),
  };
}

/**
 * Create the durable, or update it when it exists with another configuration (new filters or
 * ack wait after a deploy). Servers before 2.10 update on create; 2.10+ refuse, so we update.
 */
async function ensureDurable(
  jsm: JetStreamManager,
  streamName: string,
  config: Partial<ConsumerConfig> & { durable_name: string },
): Promise<void> {
  try {
    await jsm.consumers.add(streamName, config);
  } catch (error) {
    if (!(error instanceof JetStreamApiError)) throw error;
    const { filter_subject, filter_subjects, ack_wait, max_deliver } = config;
    await jsm.consumers.update(streamName, config.durable_name, {
      filter_subject,
      filter_subjects,
      ack_wait,
      max_deliver,
    });
  }
}
