import type { Consumer, ServiceRuntime } from '@mc/platform';
import { confirmReinvestment } from '../db/booster.repository';
import { startConsumer } from '../events/consumer';

export const REINVESTED_CONSUMER = 'mining-booster-reinvested';

/**
 * Funds posted both legs of reinvestments (funds.booster.reinvested): each adds its bought hashrate to
 * the contract once (a REQUESTED reinvestment becomes CONFIRMED), so it mines from the first day not
 * yet accrued, normally the day after the reinvested day. A redelivery adds nothing.
 */
export function startReinvestedConsumer(runtime: ServiceRuntime, now: () => number): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: REINVESTED_CONSUMER,
    stream: 'funds',
    subject: 'funds.booster.reinvested',
    apply: async (tx, confirmation) => {
      for (const item of confirmation.items) await confirmReinvestment(tx, item, new Date(now()));
    },
  });
}
