import { appendToOutbox, type Consumer, type ServiceRuntime } from '@mc/platform';
import { startConsumer } from '../events/consumer';
import type { BalancePublisher } from '../live/balance-publisher';
import { postReinvestments } from './reinvest-postings';

export const BOOSTER_CONSUMER = 'funds-mining-booster';

/** Posts Income Booster reinvestments (both legs) and confirms them to mining in the same transaction. */
export function startBoosterConsumer(runtime: ServiceRuntime, balances: BalancePublisher): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: BOOSTER_CONSUMER,
    stream: 'mining',
    subject: 'mining.booster.reinvest_requested',
    apply: async (tx, request) => {
      const { confirmation } = await postReinvestments(tx, request);
      await appendToOutbox(tx, confirmation);
    },
    afterCommit: (request) => balances.publish([...new Set(request.items.map((item) => item.userId))]),
  });
}
