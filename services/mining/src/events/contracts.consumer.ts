import type { Consumer, ServiceRuntime } from '@mc/platform';
import { contractFromDeposit } from '../contracts/purchase';
import { startConsumer } from './consumer';

export const CONTRACTS_CONSUMER = 'mining-contracts';

/** A confirmed MINING deposit buys its contract: one event, one transaction, applied once per deposit. */
export function startContractsConsumer(runtime: ServiceRuntime, now: () => number): Promise<Consumer> {
  return startConsumer(runtime, {
    durableName: CONTRACTS_CONSUMER,
    stream: 'funds',
    subject: 'funds.deposit.confirmed',
    apply: async (tx, deposit) => {
      await contractFromDeposit(tx, deposit, new Date(now()));
    },
  });
}
