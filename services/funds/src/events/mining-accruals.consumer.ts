import type { Consumer, ServiceRuntime } from '@mc/platform';
import { postAccrualBatch } from '../mining/accrual-postings';
import { startConsumer } from './consumer';

export const MINING_ACCRUALS_CONSUMER = 'funds-mining-accruals';

/** Posts mining's daily accruals to customers' mining balances: one batch, one transaction, each item once. */
export function startMiningAccrualsConsumer(runtime: ServiceRuntime): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: MINING_ACCRUALS_CONSUMER,
    stream: 'mining',
    subject: 'mining.accrual.batch_posted',
    apply: async (tx, batch) => {
      await postAccrualBatch(tx, batch);
    },
  });
}
