import { parseEventPayload, type EventSubject } from '@mc/contracts';
import {
  startContractConsumer,
  type ContractConsumerOptions,
  type Consumer,
  type DeliveredEvent,
  type EventBus,
  type PayloadOf,
  type ServiceRuntime,
} from '@mc/platform';
import { fundsError } from '../errors';

export type FundsConsumerOptions<TSubject extends EventSubject> = Omit<
  ContractConsumerOptions<TSubject>,
  'refusePayload'
> & {
  /**
   * Runs once the event's transaction has committed (also after a redelivery that found it applied),
   * e.g. to push live balances, which must never show what a rollback took back. Not for a refused event.
   */
  afterCommit?: (payload: PayloadOf<TSubject>) => Promise<void>;
};

/** A durable, idempotent consumer of one event contract; a payload the contract refuses is funds's EVENT_PAYLOAD_INVALID. */
export function startConsumer<TSubject extends EventSubject>(
  runtime: ServiceRuntime,
  { afterCommit, ...options }: FundsConsumerOptions<TSubject>,
): Promise<Consumer> {
  const bus = afterCommit
    ? busRunningAfterEachEvent(runtime.bus, (event) =>
        afterCommit(parseEventPayload(options.subject, event.version, event.payload)),
      )
    : runtime.bus;
  return startContractConsumer(
    { ...runtime, bus },
    {
      ...options,
      refusePayload: (message, details) => fundsError('EVENT_PAYLOAD_INVALID', message, details),
    },
  );
}

/**
 * The runtime's bus, but each consumer's handler is followed by `after` once it has returned: the
 * platform's handler commits its transaction before returning, so `after` sees what was committed.
 */
function busRunningAfterEachEvent(bus: EventBus, after: (event: DeliveredEvent) => Promise<void>): EventBus {
  return {
    kind: bus.kind,
    connected: () => bus.connected(),
    publish: (event) => bus.publish(event),
    consume: (options) =>
      bus.consume({
        ...options,
        handler: async (event) => {
          await options.handler(event);
          await after(event);
        },
      }),
    publishLive: (subject, data) => bus.publishLive(subject, data),
    subscribeLive: (subject, handler) => bus.subscribeLive(subject, handler),
    close: () => bus.close(),
  };
}
