/**
 * The event bus every service talks to. Two transports implement it with the same semantics
 * (checked by one shared contract suite): NATS JetStream for the distributed mode and an
 * in-process transport for the embedded mode and fast tests.
 *
 * Durable events (`publish` / `consume`) are at-least-once: a handler that throws, or a consumer
 * that stops before acknowledging, gets the message again. Publishing the same `eventId` twice
 * within the duplicate window stores it once (JetStream message id = event id).
 *
 * Live messages (`publishLive` / `subscribeLive`) are fire-and-forget core pub/sub: price ticks
 * and per-user live updates for the subscription server. Nothing is stored or redelivered.
 */
export type EventEnvelope<TPayload = unknown> = {
  /** Unique id chosen by the producer; also the de-duplication key. */
  eventId: string;
  /** `<service>.<entity>.<past-tense verb>`, e.g. `funds.deposit.confirmed`. */
  subject: string;
  occurredAt: string;
  version: number;
  payload: TPayload;
  /**
   * W3C trace context of the write that produced it (its outbox row's), when traced. On NATS it travels
   * in the message's `traceparent` header, not in the body.
   */
  traceparent?: string;
};

export type DeliveredEvent<TPayload = unknown> = EventEnvelope<TPayload> & {
  /** 1 on first delivery, 2+ on redelivery. */
  deliveryCount: number;
};

export type EventHandler = (event: DeliveredEvent) => Promise<void>;

export type ConsumeOptions = {
  /**
   * Durable consumer name; consumers with the same name share one cursor (work queue), so each event
   * is handled once among them. With `fanOut` the name is only a prefix (see there).
   */
  durableName: string;
  /** Stream to read: the producing service's name, e.g. `funds`. Subjects are `<stream>.>`. */
  stream: string;
  /** Subject filters within the stream, NATS wildcards allowed (`funds.deposit.*`). */
  subjects: string[];
  handler: EventHandler;
  /** How long an unacknowledged message waits before redelivery. */
  ackWaitMs?: number;
  /**
   * Every consumer started with this option gets every event published after it started, however many
   * share its name: for state each process keeps a copy of (a cache, the edge's page store), where a
   * shared cursor would update only one of the copies. Each consumer has a cursor of its own, which
   * stop() deletes (on NATS the server deletes a crashed process's after an hour without it), so events
   * published while it does not run are never delivered to it. Delivery is otherwise as above: at least
   * once, again after a failed handler.
   */
  fanOut?: boolean;
};

export type Consumer = { stop(): Promise<void> };

export type LiveHandler = (subject: string, data: unknown) => void;

export interface EventBus {
  readonly kind: 'nats' | 'memory';
  /** False while the transport is cut off (NATS reconnecting); readiness reports it. */
  connected(): boolean;
  /** Durable publish; resolves once the transport has stored the event. */
  publish(event: EventEnvelope): Promise<void>;
  consume(options: ConsumeOptions): Promise<Consumer>;
  publishLive(subject: string, data: unknown): void;
  /** Subject may use NATS wildcards (`prices.tick.*`). Returns an unsubscribe function. */
  subscribeLive(subject: string, handler: LiveHandler): () => void;
  close(): Promise<void>;
}
