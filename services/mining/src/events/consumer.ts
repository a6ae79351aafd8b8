import { parseEventPayload, type EventSubject } from '@mc/contracts';
import {
  idempotentHandler,
  type Consumer,
  type DeliveredEvent,
  type EventHandler,
  type ServiceRuntime,
  type Transaction,
} from '@mc/platform';
import { miningError } from '../errors';

type PayloadOf<TSubject extends EventSubject> = ReturnType<typeof parseEventPayload<TSubject>>;

/**
 * A durable consumer of one subject: each event is parsed against its contract and applied once,
 * in one transaction with its `processed_events` row (as funds' consumers do).
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
    throw miningError(
      'EVENT_PAYLOAD_INVALID',
      `Refused ${event.subject} ${event.eventId}: ${error instanceof Error ? error.message : String(error)}`,
      { eventId: event.eventId, version: event.version },
    );
  }
}

/** A refused event is redelivered about once a second: log deliveries 1, 2, 4, 8… only. */
function logRefusals(handler: EventHandler, logger: ServiceRuntime['logger']): EventHandler {
  return async (event) => {
    try {
      await handler(event);
    } catch (error) {
      const count = event.deliveryCount;
      if (Number.isInteger(count) && count > 0 && (count & (count - 1)) === 0) {
        logger.warn(
          { err: error, eventId: event.eventId, subject: event.subject, deliveryCount: count },
          'event refused',
        );
      }
      throw error;
    }
  };
}
