import { randomUUID } from 'node:crypto';
import type { BoosterReinvestedV1, ReinvestItemV1 } from '@mc/contracts';
import { newEvent, queryRows } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import { BOOSTER_CONSUMER } from '../src/mining/booster.consumer';
import { verifyLedger } from '../src/ledger/verify';
import { startFundsHarness, type FundsHarness } from './funds-harness';
import { balanceOf } from './ledger-support';

/** Income Booster reinvestments on the ledger: both legs once per accrual, confirmed to mining. */
let harness: FundsHarness;

beforeAll(async () => {
  harness = await startFundsHarness();
});
afterAll(() => harness.stop());

function item(overrides: Partial<ReinvestItemV1> = {}): ReinvestItemV1 {
  return {
    journalId: randomUUID(),
    contractId: randomUUID(),
    userId: randomUUID(),
    coin: 'BTC',
    amountMinor: '28000',
    day: '2031-05-02',
    planId: 'btc-1',
    coinMicroUsd: '100000000000',
    hashrateMhs: '5600000',
    ...overrides,
  };
}

async function deliver(eventId: string, items: ReinvestItemV1[]): Promise<void> {
  await harness.bus.publish({
    ...newEvent('mining.booster.reinvest_requested', { day: '2031-05-02', items }),
    eventId,
  });
  await waitFor(
    async () =>
      (
        await queryRows(
          harness.database.orm,
          sql`select 1 from processed_events where consumer = ${BOOSTER_CONSUMER} and event_id = ${eventId}`,
        )
      ).length === 1,
    10_000,
    'the reinvestment processed',
  );
}

async function journalsOf(userId: string) {
  return queryRows<{ id: string; kind: string; description: string; amount: string }>(
    harness.database.orm,
    sql`select j.id, j.kind, j.description, p.amount_minor::text as amount from journal_transactions j
        join postings p on p.transaction_id = j.id join ledger_accounts a on a.id = p.account_id
        where a.owner = ${userId} order by p.id`,
  );
}

describe('Income Booster reinvestments', () => {
  it('posts the accrual and the reinvestment once each, however often the request comes, and confirms them', async () => {
    const btc = item();
    const eth = item({ coin: 'ETH', amountMinor: '700000', coinMicroUsd: '4000000000', planId: 'eth-1' });
    const eventId = randomUUID();
    await deliver(eventId, [btc, eth]);
    await harness.bus.publish({
      ...newEvent('mining.booster.reinvest_requested', { day: '2031-05-02', items: [btc] }),
      eventId,
    });
    await deliver(randomUUID(), [btc, eth]);
    const legs = await journalsOf(btc.userId);
    expect(legs).toEqual([
      expect.objectContaining({ id: `mining_accrual:${btc.journalId}`, kind: 'MINING_ACCRUAL', amount: '28000' }),
      expect.objectContaining({
        id: `mining_reinvest:${btc.journalId}`,
        kind: 'MINING_REINVEST',
        amount: '-28000',
        description: 'Income Booster: output of 2031-05-02 reinvested in 5.600000 TH/s',
      }),
    ]);
    expect(await balanceOf(harness.database, btc.userId, 'BTC')).toBe(0n);
    expect(await balanceOf(harness.database, eth.userId, 'ETH')).toBe(0n);
    const confirmations = await queryRows<{ payload: BoosterReinvestedV1 }>(
      harness.database.orm,
      sql`select payload from outbox where subject = 'funds.booster.reinvested'
          and payload->'items'->0->>'contractId' = ${btc.contractId} order by position`,
    );
    // One per delivery that was applied (the redelivered event id is not); mining adds the hashrate once.
    expect(confirmations.map((row) => row.payload.items)).toEqual([
      [
        expect.objectContaining({ contractId: btc.contractId, ledgerJournalId: `mining_reinvest:${btc.journalId}` }),
        expect.objectContaining({ contractId: eth.contractId, amountMinor: '700000' }),
      ],
      expect.any(Array),
    ]);
    const report = await verifyLedger(harness.database);
    expect(report.results.filter((result) => !result.held)).toEqual([]);
  });
});
