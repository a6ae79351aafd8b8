import { parseEventPayload, type CandleClosedV1 } from '@mc/contracts';
import { idempotentHandler, type Consumer, type DeliveredEvent, type EventHandler, type ServiceRuntime } from '@mc/platform';
import { fundsError } from '../errors';
import type { FundsService } from '../funds.service';

export const EXCHANGE_RATES_CONSUMER = 'funds-exchange-rates';
const CANDLE_CLOSED_SUBJECT = 'trading.candle.closed';

/** Durable consumer keeping exchange rates on the feed: one candle, one transaction, applied once. */
export function startExchangeRatesConsumer(runtime: ServiceRuntime, funds: FundsService): Promise<Consumer> {
  const handler = idempotentHandler(runtime.database, EXCHANGE_RATES_CONSUMER, (tx, event) =>
    funds.applyCandleClosed(tx, parseCandle(event)),
  );
  return runtime.bus.consume({
    durableName: EXCHANGE_RATES_CONSUMER,
    stream: 'trading',
    subjects: [CANDLE_CLOSED_SUBJECT],
    handler: logRefusals(handler, runtime.logger),
  });
}

function parseCandle(event: DeliveredEvent): CandleClosedV1 {
  try {
    return parseEventPayload(CANDLE_CLOSED_SUBJECT, event.version, event.payload);
  } catch (error) {
    throw fundsError('EVENT_PAYLOAD_INVALID', `Refused ${event.subject} ${event.eventId}: ${error instanceof Error ? error.message : String(error)}`, {
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
        logger.warn({ err: error, eventId: event.eventId, deliveryCount: event.deliveryCount }, 'exchange-rate event refused');
      }
      throw error;
    }
  };
}

function isPowerOfTwo(value: number): boolean {
  return Number.isInteger(value) && value > 0 && (value & (value - 1)) === 0;
}
