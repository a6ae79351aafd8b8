import type { Consumer, ServiceRuntime } from '@mc/platform';
import type { BalancePublisher } from '../live/balance-publisher';
import { postContractRefund } from '../mining/refund-postings';
import { startConsumer } from './consumer';

export const MINING_REFUNDS_CONSUMER = 'funds-mining-refunds';

/**
 * Pays the refunds mining requests (a sold-out plan, a contract ended by support): one journal
 * transaction per contract, whatever is redelivered; the customer's live balances follow the commit.
 */
export function startMiningRefundsConsumer(runtime: ServiceRuntime, balances: BalancePublisher): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: MINING_REFUNDS_CONSUMER,
    stream: 'mining',
    subject: 'mining.contract.refund_requested',
    apply: async (tx, refund) => {
      await postContractRefund(tx, refund);
    },
    afterCommit: (refund) => balances.publish([refund.userId]),
  });
}
