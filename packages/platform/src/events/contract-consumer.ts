import { parseEventPayload, type EventSubject } from '@mc/contracts';
import type { Consumer, DeliveredEvent, EventHandler } from '../bus/event-bus';
import type { Transaction } from '../db/database';
import type { ServiceRuntime } from '../runtime';
import { idempotentHandler } from './idempotent-consumer';

export type PayloadOf<TSubject extends EventSubject> = ReturnType<typeof parseEventPayload<TSubject>>;

export type ContractConsumerOptions<TSubject extends EventSubject> = {
  durableName: string;
  stream: string;
  subject: TSubject;
  apply: (tx: Transaction, payload: PayloadOf<TSubject>) => Promise<void>;
  /** The consuming service's own error for a payload its contract refuses (one error model per service). */
  refusePayload: (message: string, details: { eventId: string; version: number }) => Error;
};

/**
 * A durable consumer of one subject (NATS 2.9 takes one filter per consumer): each event is parsed
 * against its contract and applied once, in one transaction with its `processed_events` row.
 */
export function startContractConsumer<TSubject extends EventSubject>(
  runtime: ServiceRuntime,
  options: ContractConsumerOptions<TSubject>,
): Promise<Consumer> {
  const handler = idempotentHandler(runtime.database, options.durableName, (tx, event) =>
    options.apply(tx, parse(options, event)),
  );
  return runtime.bus.consume({
    durableName: options.durableName,
    stream: options.stream,
    subjects: [options.subject],
    handler: logRefusals(handler, runtime.logger),
  });
}

function parse<TSubject extends EventSubject>(
  options: ContractConsumerOptions<TSubject>,
  event: DeliveredEvent,
): PayloadOf<TSubject> {
  try {
    return parseEventPayload(options.subject, event.version, event.payload);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw options.refusePayload(`Refused ${event.subject} ${event.eventId}: ${reason}`, {
      eventId: event.eventId,
      version: event.version,
    });
  }
}

/**
 * The bus redelivers a refused event about once a second, forever (nothing can be lost); logging
 * only on deliveries 1, 2, 4, 8… keeps one bad event from flooding the log.
 */
function logRefusals(handler: EventHandler, logger: ServiceRuntime['logger']): EventHandler {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      if (isPowerOfTwo(event.deliveryCount)) {
        logger.warn(
          { err: error, eventId: event.eventId, subject: event.subject, deliveryCount: event.deliveryCount },
          'event refused',
        );
      }
      throw error;
    }
  };
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 0 && (value & (value - 1)) === 0;
}
