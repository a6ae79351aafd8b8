import type { Consumer, ServiceRuntime } from '@mc/platform';
import type { BalancePublisher } from '../live/balance-publisher';
import { postAccrualBatch } from '../mining/accrual-postings';
import { startConsumer } from './consumer';

export const MINING_ACCRUALS_CONSUMER = 'funds-mining-accruals';

/**
 * Posts mining's daily accruals to customers' mining balances: one batch, one transaction, each item
 * once. The customers' live balances follow the commit, so a dashboard shows the payout without a
 * reload (a redelivered batch pushes the same balances again, which changes nothing on screen).
 */
export function startMiningAccrualsConsumer(runtime: ServiceRuntime, balances: BalancePublisher): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: MINING_ACCRUALS_CONSUMER,
    stream: 'mining',
    subject: 'mining.accrual.batch_posted',
    apply: async (tx, batch) => {
      await postAccrualBatch(tx, batch);
    },
    afterCommit: (batch) => balances.publish([...new Set(batch.items.map((item) => item.userId))]),
  });
}
