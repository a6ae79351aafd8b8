import type { ConsumeOptions, Consumer, DeliveredEvent, EventBus, EventEnvelope, LiveHandler } from './event-bus';
import { ackWaitOf, DEFAULT_DUPLICATE_WINDOW_MS, retryDelayOf, streamOfSubject } from './delivery-policy';
import { type MemoryDurable, MemoryStream, type Delivery } from './memory-stream';
import { settlesWithin } from './settles-within';
import { subjectMatches } from './subject-matches';
import { handleInTrace } from '../tracing/event-spans';

/**
 * The in-process transport for the embedded one-process mode and fast tests. Same semantics as
 * JetStream (checked by the shared contract suite): stored once per eventId, at-least-once
 * delivery per durable name, redelivery on handler failure, ack-wait expiry or consumer stop.
 *
 * Payloads go through JSON on the way in and out, so handlers see exactly what they would see
 * over NATS (no shared object references, no Dates or class instances).
 *
 * The log is append-only and never trimmed: a durable created later reads from the start, as
 * with JetStream's deliver-all policy, and a fan-out consumer from the next event on, as with its
 * deliver-new policy. Fine for tests and a single embedded process.
 */
export function createMemoryBus(options: { duplicateWindowMs?: number } = {}): EventBus {
  const duplicateWindowMs = options.duplicateWindowMs ?? DEFAULT_DUPLICATE_WINDOW_MS;
  const streams = new Map<string, MemoryStream>();
  const consumers = new Set<Consumer>();
  let fanOutCount = 0;
  const liveSubscriptions = new Set<{ pattern: string; handler: LiveHandler }>();
  let closed = false;

  const streamNamed = (name: string): MemoryStream => {
    let stream = streams.get(name);
    if (!stream) {
      stream = new MemoryStream(duplicateWindowMs);
      streams.set(name, stream);
    }
    return stream;
  };

  const assertOpen = (): void => {
    if (closed) throw new Error('The memory bus is closed');
  };

  return {
    kind: 'memory',
    connected: () => !closed,

    async publish(event: EventEnvelope): Promise<void> {
      assertOpen();
      streamNamed(streamOfSubject(event.subject)).append(event.subject, event.eventId, JSON.stringify(event));
    },

    async consume(consumeOptions: ConsumeOptions): Promise<Consumer> {
      assertOpen();
      const stream = streamNamed(consumeOptions.stream);
      const cursor = consumeOptions.fanOut
        ? fanOutCursor(stream, consumeOptions, ++fanOutCount)
        : { durable: stream.durable(consumeOptions.durableName, consumeOptions.subjects), release: () => {} };
      const consumer = startConsumer(cursor.durable, consumeOptions, () => {
        consumers.delete(consumer);
        cursor.release();
      });
      consumers.add(consumer);
      return consumer;
    },

    publishLive(subject: string, data: unknown): void {
      assertOpen();
      const body = JSON.stringify(data);
      for (const subscription of liveSubscriptions) {
        if (!subjectMatches(subscription.pattern, subject)) continue;
        // Fire-and-forget like core NATS: never inside the publisher's call stack, and a failing
        // subscriber cannot break the publisher or the other subscribers.
        setImmediate(() => {
          if (!liveSubscriptions.has(subscription)) return;
          try {
            subscription.handler(subject, JSON.parse(body));
          } catch (error) {
            console.error(`[memory-bus] live handler for "${subscription.pattern}" failed`, error);
          }
        });
      }
    },

    subscribeLive(subject: string, handler: LiveHandler): () => void {
      assertOpen();
      const subscription = { pattern: subject, handler };
      liveSubscriptions.add(subscription);
      return () => {
        liveSubscriptions.delete(subscription);
      };
    },

    async close(): Promise<void> {
      if (closed) return;
      closed = true;
      liveSubscriptions.clear();
      await Promise.all([...consumers].map((consumer) => consumer.stop()));
      for (const stream of streams.values()) {
        for (const durable of stream.durables.values()) durable.dispose();
      }
    },
  };
}

type InFlight = { delivery: Delivery; settled: Promise<void>; abandoned: boolean };

/**
 * A cursor of one consumer's own (on NATS each gets a durable of its own), from the next event published
 * on; released when the consumer stops.
 */
function fanOutCursor(stream: MemoryStream, options: ConsumeOptions, count: number) {
  const name = `${options.durableName}#fan-out-${count}`;
  const durable = stream.durable(name, options.subjects);
  // Each stored event taken and acknowledged at once: the cursor starts past them, as JetStream's deliver-new.
  for (let delivery = durable.take(0); delivery; delivery = durable.take(0)) durable.ack(delivery);
  const release = () => {
    stream.durables.delete(name);
    durable.dispose();
  };
  return { durable, release };
}

/**
 * One worker on a durable: handles one message at a time, acks on success, retries after a
 * short delay on failure. stop() waits for the in-flight handler up to the ack wait; a handler
 * still running then is abandoned and its message handed to the next consumer of the durable.
 */
function startConsumer(durable: MemoryDurable, options: ConsumeOptions, onStopped: () => void): Consumer {
  const ackWaitMs = ackWaitOf(options.ackWaitMs);
  // The stored event keeps its traceparent, so its consumers join its trace as they do over NATS.
  const handler = handleInTrace(options.durableName, options.handler);
  let stopped = false;
  let wakeOnStop: () => void = () => {};
  const stopSignal = new Promise<void>((resolve) => (wakeOnStop = resolve));
  let inFlight: InFlight | undefined;

  const handle = async (current: InFlight): Promise<void> => {
    const { event, deliveryCount } = current.delivery;
    try {
      const stored = JSON.parse(event.body) as Omit<DeliveredEvent<unknown>, 'deliveryCount'>;
      await handler({ ...stored, deliveryCount });
      if (!current.abandoned) durable.ack(current.delivery);
    } catch {
      if (!current.abandoned) durable.nak(current.delivery, retryDelayOf(options.ackWaitMs));
    }
  };

  const run = async (): Promise<void> => {
    // Deliveries always start on a later turn, never inside consume() or publish().
    await new Promise((resolve) => setImmediate(resolve));
    while (!stopped) {
      const delivery = durable.take(ackWaitMs);
      if (!delivery) {
        await Promise.race([durable.waitForWork(), stopSignal]);
        continue;
      }
      const current: InFlight = { delivery, abandoned: false, settled: Promise.resolve() };
      current.settled = handle(current);
      inFlight = current;
      await current.settled;
      inFlight = undefined;
    }
  };
  void run();

  return {
    async stop(): Promise<void> {
      if (stopped) return;
      stopped = true;
      wakeOnStop();
      const current = inFlight;
      if (current && !(await settlesWithin(current.settled, ackWaitMs))) {
        current.abandoned = true;
        durable.nak(current.delivery, 0);
      }
      onStopped();
    },
  };
}
