import type { Consumer, ServiceRuntime } from '@mc/platform';
import { startConsumer } from '../events/consumer';
import type { PledgeService } from './pledge.service';

/**
 * Funds' answers about the loans it opened against pledges (stream funds): each moves the pledge once
 * (a redelivery or a late answer finds it moved already), so the contract can be pledged again once
 * its loan is closed.
 */
export function startLoanConsumers(runtime: ServiceRuntime, pledges: PledgeService): Promise<Consumer[]> {
  const at = () => new Date(pledges.now());
  return Promise.all([
    startConsumer(runtime, {
      durableName: 'mining-loans-opened',
      stream: 'funds',
      subject: 'funds.loan.opened',
      apply: async (tx, loan) => {
        await pledges.opened(tx, loan.loanId, at());
      },
    }),
    startConsumer(runtime, {
      durableName: 'mining-loans-refused',
      stream: 'funds',
      subject: 'funds.loan.refused',
      apply: async (tx, loan) => {
        await pledges.refused(tx, loan.loanId, loan.reason, at());
      },
    }),
    startConsumer(runtime, {
      durableName: 'mining-loans-closed',
      stream: 'funds',
      subject: 'funds.loan.closed',
      apply: async (tx, loan) => {
        await pledges.closed(tx, loan.loanId, loan.outcome, BigInt(loan.shortfallMinor), at());
      },
    }),
  ]);
}
