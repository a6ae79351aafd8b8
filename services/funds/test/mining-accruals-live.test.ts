import { randomUUID } from 'node:crypto';
import { liveBalances, liveBalanceSubject, type AccrualItemV1, type LiveBalances } from '@mc/contracts';
import { newEvent } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { startFundsHarness, type FundsHarness } from './funds-harness';
import { balanceOf } from './ledger-support';

/**
 * After funds posts a batch of mining's accruals, each customer in it gets their balances on
 * `live.balance.<userId>` (what `myBalances` and `myMining` follow), once the batch has committed.
 */
let harness: FundsHarness;

beforeAll(async () => {
  harness = await startFundsHarness();
});
afterAll(() => harness.stop());

function item(userId: string, overrides: Partial<AccrualItemV1> = {}): AccrualItemV1 {
  return {
    journalId: randomUUID(),
    contractId: randomUUID(),
    userId,
    coin: 'BTC',
    amountMinor: '28000',
    day: '2031-05-02',
    ...overrides,
  };
}

function listen(userId: string) {
  const pushes: LiveBalances[] = [];
  const stop = harness.bus.subscribeLive(liveBalanceSubject(userId), (_subject, data) =>
    pushes.push(liveBalances.parse(data)),
  );
  return { pushes, stop };
}

const available = (push: LiveBalances, assetCode: string) =>
  push.balances.find((line) => line.assetCode === assetCode)?.available;

describe('live balances after mining accruals', () => {
  it('pushes each customer of a batch their posted mining balance, once per customer, and nobody else', async () => {
    const [ada, bob, carl] = [randomUUID(), randomUUID(), randomUUID()];
    const [toAda, toBob, toCarl] = [listen(ada), listen(bob), listen(carl)];
    // Ada has two contracts in the batch (two items), Bob one in ETH; Carl none.
    await harness.bus.publish(
      newEvent('mining.accrual.batch_posted', {
        day: '2031-05-02',
        items: [item(ada), item(ada, { amountMinor: '40000' }), item(bob, { coin: 'ETH', amountMinor: '700000' })],
      }),
    );
    await waitFor(() => toAda.pushes.length > 0 && toBob.pushes.length > 0, 10_000, 'the live balances');
    // What is pushed is what the ledger holds after the commit.
    expect(await balanceOf(harness.database, ada, 'BTC')).toBe(68_000n);
    expect(available(toAda.pushes[0], 'BTC')).toBe('0.00068000');
    expect(available(toBob.pushes[0], 'ETH')).toBe('0.00700000');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toAda.pushes).toHaveLength(1);
    expect(toBob.pushes).toHaveLength(1);
    expect(toCarl.pushes).toEqual([]);
    for (const each of [toAda, toBob, toCarl]) each.stop();
  });
});
