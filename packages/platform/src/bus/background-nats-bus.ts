import type { ConsumeOptions, Consumer, EventBus, EventEnvelope, LiveHandler } from './event-bus';
import { retentionSettings } from '../events/retention';
import { createNatsBus, NATS_RECONNECT, type NatsBusOptions } from './nats-bus';
import { streamReplicasSetting } from './stream-replicas';

/**
 * A NATS bus a service can start with while NATS is down: after one failed attempt it is returned, and
 * connects in the background, trying again every `reconnectTimeWaitMs` until NATS answers. Meanwhile the
 * service serves what needs no bus, reports not ready (`connected()` is false), and:
 * - a publish fails (the outbox keeps the event and its relay tries again);
 * - a consumer or live subscription asked for starts once connected;
 * - a live message is dropped (live data is for who listens now; the durable events carry the facts).
 * Once connected, the bus is the ordinary one, reconnecting forever after later outages.
 */
export async function createNatsBusConnectingInBackground(given: NatsBusOptions): Promise<EventBus> {
  // Read before the first attempt: a bad limit in the environment stops the start, instead of being
  // taken for NATS not answering and retried forever.
  const options = {
    ...given,
    streamLimits: given.streamLimits ?? retentionSettings(),
    streamReplicas: given.streamReplicas ?? streamReplicasSetting(),
  };
  let bus: EventBus | undefined;
  let closed = false;
  const waiting: ((connected: EventBus) => void)[] = [];
  const retryMs = options.reconnectTimeWaitMs ?? NATS_RECONNECT.timeWaitMs;

  const tryToConnect = async (attempt: number): Promise<boolean> => {
    try {
      const connected = await createNatsBus(options);
      if (closed) {
        await connected.close();
        return true;
      }
      bus = connected;
      if (attempt > 1) options.logger?.info({ attempts: attempt }, 'NATS connected');
      waiting.splice(0).forEach((start) => start(connected));
      return true;
    } catch (error) {
      if (attempt === 1) options.logger?.warn({ err: error }, 'NATS is not answering; starting without it');
      return false;
    }
  };
  // The first attempt is awaited: with NATS up, the service starts connected, as it always did.
  if (!(await tryToConnect(1))) {
    void (async () => {
      for (let attempt = 2; !closed; attempt += 1) {
        await new Promise((resolve) => setTimeout(resolve, retryMs));
        if (!closed && (await tryToConnect(attempt))) return;
      }
    })();
  }

  /** Runs `start` with the bus now, or once connected; never after close. */
  const whenConnected = (start: (connected: EventBus) => void) => (bus ? start(bus) : waiting.push(start));

  return {
    kind: 'nats',
    connected: () => bus?.connected() ?? false,

    async publish(event: EventEnvelope): Promise<void> {
      if (!bus) throw new Error('NATS is not connected yet');
      await bus.publish(event);
    },

    async consume(consumeOptions: ConsumeOptions): Promise<Consumer> {
      if (bus) return bus.consume(consumeOptions);
      let stopped = false;
      let started: Promise<Consumer> | undefined;
      whenConnected((connected) => {
        if (stopped) return;
        const given = () => closed || stopped;
        started = startWithRetries(() => connected.consume(consumeOptions), retryMs, given, options);
      });
      return {
        stop: async () => {
          stopped = true;
          await (await started?.catch(() => undefined))?.stop();
        },
      };
    },

    publishLive(subject: string, data: unknown): void {
      bus?.publishLive(subject, data);
    },

    subscribeLive(subject: string, handler: LiveHandler): () => void {
      let unsubscribe: (() => void) | undefined;
      let cancelled = false;
      whenConnected((connected) => {
        if (!cancelled) unsubscribe = connected.subscribeLive(subject, handler);
      });
      return () => {
        cancelled = true;
        unsubscribe?.();
      };
    },

    async close(): Promise<void> {
      closed = true;
      waiting.length = 0;
      await bus?.close();
    },
  };
}

/** A consumer started once connected: its stream may still be being created, so failures are retried. */
async function startWithRetries(
  start: () => Promise<Consumer>,
  retryMs: number,
  givenUp: () => boolean,
  options: NatsBusOptions,
): Promise<Consumer> {
  for (;;) {
    try {
      return await start();
    } catch (error) {
      if (givenUp()) throw error;
      options.logger?.warn({ err: error }, 'could not start a NATS consumer; trying again');
      await new Promise((resolve) => setTimeout(resolve, retryMs));
    }
  }
}
