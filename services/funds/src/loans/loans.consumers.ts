import { appendToOutbox, type Consumer, type ServiceRuntime } from '@mc/platform';
import { startConsumer } from '../events/consumer';
import type { BalancePublisher } from '../live/balance-publisher';
import { postPledgedPayouts } from '../mining/pledged-payout-postings';
import { openLoan } from './loan-postings';
import { settleLoan } from './settlement';

/**
 * Pledging's events from mining (stream mining), one durable consumer each: a pledge opens its loan,
 * a pledged contract's payouts repay it, an ended contract's loan is settled. Each answers mining
 * through the outbox in the same transaction and pushes the customer's live balances after the commit.
 */
export function startLoanConsumers(
  runtime: ServiceRuntime,
  balances: BalancePublisher,
  now: () => number,
): Promise<Consumer[]> {
  return Promise.all([
    startConsumer(runtime, {
      durableName: 'funds-loans-pledged',
      stream: 'mining',
      subject: 'mining.contract.pledged',
      apply: async (tx, pledge) => {
        const answer = await openLoan(tx, pledge, new Date(now()));
        if (answer) await appendToOutbox(tx, answer);
      },
      afterCommit: (pledge) => balances.publish([pledge.userId]),
    }),
    startConsumer(runtime, {
      durableName: 'funds-loans-payouts',
      stream: 'mining',
      subject: 'mining.pledge.payouts_directed',
      apply: async (tx, batch) => {
        const { events } = await postPledgedPayouts(tx, batch, new Date(now()));
        for (const event of events) await appendToOutbox(tx, event);
      },
      afterCommit: (batch) => balances.publish([...new Set(batch.items.map((item) => item.userId))]),
    }),
    startConsumer(runtime, {
      durableName: 'funds-loans-settlements',
      stream: 'mining',
      subject: 'mining.pledge.settlement_requested',
      apply: async (tx, request) => {
        const closed = await settleLoan(tx, request, new Date(now()));
        if (closed) await appendToOutbox(tx, closed);
      },
      afterCommit: (request) => balances.publish([request.userId]),
    }),
  ]);
}
