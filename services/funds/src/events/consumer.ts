import { parseEventPayload, type EventSubject } from '@mc/contracts';
import {
  idempotentHandler,
  type Consumer,
  type DeliveredEvent,
  type EventHandler,
  type ServiceRuntime,
  type Transaction,
} from '@mc/platform';
import { fundsError } from '../errors';

type PayloadOf<TSubject extends EventSubject> = ReturnType<typeof parseEventPayload<TSubject>>;

/**
 * A durable consumer of one subject (NATS 2.9 takes one filter per consumer): each event is
 * parsed against its contract and applied once, in one transaction.
 */
export function startConsumer<TSubject extends EventSubject>(
  runtime: ServiceRuntime,
  options: {
    durableName: string;
    stream: string;
    subject: TSubject;
    apply: (tx: Transaction, payload: PayloadOf<TSubject>) => Promise<void>;
  },
): Promise<Consumer> {
  const handler = idempotentHandler(runtime.database, options.durableName, (tx, event) =>
    options.apply(tx, parse(options.subject, event)),
  );
  return runtime.bus.consume({
    durableName: options.durableName,
    stream: options.stream,
    subjects: [options.subject],
    handler: logRefusals(handler, runtime.logger),
  });
}

function parse<TSubject extends EventSubject>(subject: TSubject, event: DeliveredEvent): PayloadOf<TSubject> {
  try {
    return parseEventPayload(subject, event.version, event.payload);
  } catch (error) {
    throw fundsError(
      'EVENT_PAYLOAD_INVALID',
      `Refused ${event.subject} ${event.eventId}: ${error instanceof Error ? error.message : String(error)}`,
      {
        eventId: event.eventId,
        version: event.version,
      },
    );
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
