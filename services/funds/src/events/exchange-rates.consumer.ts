import type { Consumer, ServiceRuntime } from '@mc/platform';
import type { FundsService } from '../funds.service';
import { startConsumer } from './consumer';

export const EXCHANGE_RATES_CONSUMER = 'funds-exchange-rates';

/** Keeps exchange rates on the feed: one candle, one transaction, applied once. */
export function startExchangeRatesConsumer(runtime: ServiceRuntime, funds: FundsService): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: EXCHANGE_RATES_CONSUMER,
    stream: 'trading',
    subject: 'trading.candle.closed',
    apply: (tx, candle) => funds.applyCandleClosed(tx, candle),
  });
}
