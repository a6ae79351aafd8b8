import { randomUUID } from 'node:crypto';
import type { AccrualBatchPostedV1, AccrualItemV1 } from '@mc/contracts';
import { newEvent, queryRows, type Database } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import { MINING_ACCRUALS_CONSUMER } from '../src/events/mining-accruals.consumer';
import { verifyLedger } from '../src/ledger/verify';
import { postAccrualBatch } from '../src/mining/accrual-postings';
import { startFundsHarness, type FundsHarness } from './funds-harness';
import { balanceOf, fundsTestDatabase } from './ledger-support';

/** Funds posts mining's daily accruals (mining.accrual.batch_posted) once each, whatever is redelivered. */
let harness: FundsHarness;

beforeAll(async () => {
  harness = await startFundsHarness();
});
afterAll(() => harness.stop());

function item(overrides: Partial<AccrualItemV1> = {}): AccrualItemV1 {
  return {
    journalId: randomUUID(),
    contractId: randomUUID(),
    userId: randomUUID(),
    coin: 'BTC',
    amountMinor: '28000',
    day: '2031-05-02',
    ...overrides,
  };
}

async function processed(eventId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    harness.database.orm,
    sql`select count(*)::int as count from processed_events where consumer = ${MINING_ACCRUALS_CONSUMER}
        and event_id = ${eventId}`,
  );
  return row.count;
}

async function accrualJournals(database: Database, userId?: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    database.orm,
    sql`select count(*)::int as count from journal_transactions where kind = 'MINING_ACCRUAL'
        ${userId ? sql`and id in (select p.transaction_id from postings p join ledger_accounts a on a.id = p.account_id where a.owner = ${userId})` : sql``}`,
  );
  return row.count;
}

async function deliver(batch: AccrualBatchPostedV1, eventId?: string): Promise<void> {
  const event = { ...newEvent('mining.accrual.batch_posted', batch), ...(eventId ? { eventId } : {}) };
  await harness.bus.publish(event);
  await waitFor(async () => (await processed(event.eventId)) === 1, 10_000, 'the accrual batch to be processed');
}

describe('mining accruals on the ledger', () => {
  it('credits each item from platform expense to the customer mining balance once, however often the batch comes', async () => {
    const btc = item();
    const eth = item({ coin: 'ETH', amountMinor: '700000' });
    const batch = { day: '2031-05-02', items: [btc, eth] };
    const eventId = randomUUID();
    await deliver(batch, eventId);
    expect(await balanceOf(harness.database, btc.userId, 'BTC')).toBe(28_000n);
    expect(await balanceOf(harness.database, eth.userId, 'ETH')).toBe(700_000n);
    // The same event again (a redelivery) and the same items announced in a new event with one more.
    await harness.bus.publish({ ...newEvent('mining.accrual.batch_posted', batch), eventId });
    const later = item({ userId: btc.userId, day: '2031-05-03' });
    await deliver({ day: '2031-05-03', items: [btc, eth, later] });
    expect(await balanceOf(harness.database, btc.userId, 'BTC')).toBe(56_000n);
    expect(await balanceOf(harness.database, eth.userId, 'ETH')).toBe(700_000n);
    expect(await accrualJournals(harness.database, btc.userId)).toBe(2);
    expect(await accrualJournals(harness.database, eth.userId)).toBe(1);
    const report = await verifyLedger(harness.database);
    expect(report.results.filter((result) => !result.held)).toEqual([]);
  });

  it('posts a batch of 1,000 items in one transaction, and nothing when it is posted again', async () => {
    const database = await fundsTestDatabase('mining-accruals');
    try {
      const users = Array.from({ length: 100 }, () => randomUUID());
      const batch = {
        day: '2031-05-02',
        items: Array.from({ length: 1_000 }, (_, index) =>
          item({ userId: users[index % users.length], coin: index % 2 ? 'ETH' : 'BTC', amountMinor: '1000' }),
        ),
      };
      const startedMs = performance.now();
      const touched = await database.orm.transaction((tx) => postAccrualBatch(tx, batch));
      const elapsedMs = performance.now() - startedMs;
      console.info(`posted 1,000 accruals in ${elapsedMs.toFixed(0)} ms (${database.name})`);
      expect(touched).toHaveLength(100);
      expect(await database.orm.transaction((tx) => postAccrualBatch(tx, batch))).toEqual([]);
      expect(await accrualJournals(database)).toBe(1_000);
      // users[0] has items 0, 100, … 900: ten BTC days of 1,000 sat.
      expect(await balanceOf(database, users[0], 'BTC')).toBe(10_000n);
      const report = await verifyLedger(database);
      expect(report.results.filter((result) => !result.held)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
