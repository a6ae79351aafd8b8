import type { Consumer, ServiceRuntime } from '@mc/platform';
import { saveDailyClose } from '../db/rates.repository';
import { closeOfCandle } from '../rates/coin-rates';
import { startConsumer } from './consumer';

export const RATES_CONSUMER = 'mining-rates';

/** Keeps each coin's daily close from the feed's candles: one candle, one transaction, applied once. */
export function startRatesConsumer(runtime: ServiceRuntime): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: RATES_CONSUMER,
    stream: 'trading',
    subject: 'trading.candle.closed',
    apply: async (tx, candle) => {
      const close = closeOfCandle(candle);
      if (close) await saveDailyClose(tx, close);
    },
  });
}
