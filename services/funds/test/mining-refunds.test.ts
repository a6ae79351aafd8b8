import { randomUUID } from 'node:crypto';
import { liveBalanceSubject, type ContractRefundRequestedV1 } from '@mc/contracts';
import { AppError, newEvent, queryRows } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import { MINING_REFUNDS_CONSUMER } from '../src/events/mining-refunds.consumer';
import { verifyLedger } from '../src/ledger/verify';
import { postContractRefund } from '../src/mining/refund-postings';
import {
  addPoolWallets,
  admin,
  CONFIRM_DEPOSIT,
  CREATE_DEPOSIT,
  customer,
  offerPlan,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';
import { balanceOf } from './ledger-support';

/** Funds pays the refunds mining requests (mining.contract.refund_requested) once per contract. */
let harness: FundsHarness;
const superadmin = admin();
const accountant = admin(['accountant']);
const PLAN = 'BTC Mining (12 Months Contract)';
const STATEMENT =
  'query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { statement { items { kind description account amount { assetCode amount } balanceAfter { amount } referenceType referenceId } } } } }';

beforeAll(async () => {
  harness = await startFundsHarness();
  await addPoolWallets(harness, superadmin);
  await offerPlan(harness, 'btc-1', 10_000);
});
beforeEach(() => harness.feedPrices());
afterAll(() => harness.stop());

/** A customer whose mining deposit of 10,000 USD is confirmed: the price went to platform revenue. */
async function paidMiningDeposit(): Promise<{ userId: string; depositId: string }> {
  const user = customer();
  const input = { purpose: 'MINING', cryptoCurrency: 'BTC', planId: 'btc-1', comment: PLAN, price: '10000' };
  const { createDeposit } = await harness.ok(CREATE_DEPOSIT, { input }, user);
  await harness.ok(CONFIRM_DEPOSIT, { id: createDeposit.id, ref: null }, accountant);
  return { userId: user.userId, depositId: createDeposit.id as string };
}

function refundOf(
  paid: { userId: string; depositId: string },
  overrides: Partial<ContractRefundRequestedV1> = {},
): ContractRefundRequestedV1 {
  return {
    contractId: randomUUID(),
    depositId: paid.depositId,
    userId: paid.userId,
    coin: 'BTC',
    priceAsset: 'USD',
    pricePaidMinor: '1000000',
    refundMinor: '1000000',
    reason: 'CAPACITY_EXCEEDED',
    remainingDays: 365,
    termDays: 365,
    requestedAt: '2031-05-01T12:00:00.000Z',
    ...overrides,
  };
}

async function processed(eventId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    harness.database.orm,
    sql`select count(*)::int as count from processed_events where consumer = ${MINING_REFUNDS_CONSUMER}
        and event_id = ${eventId}`,
  );
  return row.count;
}

async function refundJournals(contractId: string): Promise<number> {
  const [row] = await queryRows<{ count: number }>(
    harness.database.orm,
    sql`select count(*)::int as count from journal_transactions where kind = 'MINING_REFUND'
        and reference_id = ${contractId}`,
  );
  return row.count;
}

/** Mining's event (its id derived from the contract, as mining derives it), through the real bus. */
async function deliver(refund: ContractRefundRequestedV1, eventId = randomUUID()): Promise<string> {
  await harness.bus.publish({ ...newEvent('mining.contract.refund_requested', refund), eventId });
  await waitFor(async () => (await processed(eventId)) === 1, 10_000, 'the refund request to be processed');
  return eventId;
}

async function statementOf(userId: string): Promise<Record<string, unknown>[]> {
  const data = await harness.ok(
    STATEMENT,
    { reps: [{ __typename: 'User', id: userId, currency: 'USD' }] },
    { kind: 'user', userId },
  );
  return data._entities[0].statement.items;
}

async function ledgerHolds(): Promise<void> {
  const report = await verifyLedger(harness.database);
  expect(report.results.filter((result) => !result.held)).toEqual([]);
}

describe('mining refunds on the ledger', () => {
  it('pays a sold-out purchase back in full once, however often the request comes, and pushes the live balance', async () => {
    const paid = await paidMiningDeposit();
    expect(await balanceOf(harness.database, paid.userId, 'USD')).toBe(0n);
    const pushed: unknown[] = [];
    const unsubscribe = harness.bus.subscribeLive(liveBalanceSubject(paid.userId), (_subject, data) =>
      pushed.push(data),
    );
    try {
      const refund = refundOf(paid);
      const eventId = await deliver(refund);
      expect(await balanceOf(harness.database, paid.userId, 'USD')).toBe(1_000_000n);
      await waitFor(async () => Promise.resolve(pushed.length > 0), 5_000, 'the live balance push');
      expect(pushed[0]).toMatchObject({
        balances: expect.arrayContaining([{ assetCode: 'USD', available: '10000.00', held: '0.00' }]),
      });
      // A redelivery (same event id), and the request announced again in a new event.
      await harness.bus.publish({ ...newEvent('mining.contract.refund_requested', refund), eventId });
      await deliver({ ...refund, requestedAt: '2031-05-02T08:00:00.000Z' });
      expect(await balanceOf(harness.database, paid.userId, 'USD')).toBe(1_000_000n);
      expect(await refundJournals(refund.contractId)).toBe(1);
      expect(await database().transaction((tx) => postContractRefund(tx, refund))).toEqual([]);
      expect(await refundJournals(refund.contractId)).toBe(1);
    } finally {
      unsubscribe();
    }
    await ledgerHolds();
  });

  it('pays the unused part of a contract ended by support pro rata, and shows it in the statement', async () => {
    const paid = await paidMiningDeposit();
    // 350 of 365 days left: ⌊1,000,000 × 350 ÷ 365⌋ = 958,904 cents.
    const refund = refundOf(paid, {
      reason: 'TERMINATED_BY_SUPPORT',
      refundMinor: '958904',
      remainingDays: 350,
      termDays: 365,
    });
    await deliver(refund);
    expect(await balanceOf(harness.database, paid.userId, 'USD')).toBe(958_904n);
    const lines = await statementOf(paid.userId);
    expect(lines[0]).toEqual({
      kind: 'MINING_REFUND',
      description: `Refund for the unused part of your contract (${PLAN}), ended by support: 350 of 365 days`,
      account: 'AVAILABLE',
      amount: { assetCode: 'USD', amount: '9589.04' },
      balanceAfter: { amount: '9589.04' },
      referenceType: 'mining_contract',
      referenceId: refund.contractId,
    });
    await ledgerHolds();
  });

  it("words a sold-out refund for the customer's statement", async () => {
    const paid = await paidMiningDeposit();
    const refund = refundOf(paid);
    await deliver(refund);
    expect((await statementOf(paid.userId))[0]).toMatchObject({
      kind: 'MINING_REFUND',
      description: `Refund (${PLAN}): the plan was sold out when your payment arrived`,
      amount: { assetCode: 'USD', amount: '10000.00' },
    });
  });

  it('refuses a request that does not fit the deposit it names, and posts nothing', async () => {
    const paid = await paidMiningDeposit();
    const bad: Partial<ContractRefundRequestedV1>[] = [
      { priceAsset: 'EUR' },
      { refundMinor: '1000001', pricePaidMinor: '1000001' },
      { refundMinor: '1000001' },
      { reason: 'TERMINATED_BY_SUPPORT', refundMinor: '958905', remainingDays: 350 },
      { reason: 'TERMINATED_BY_SUPPORT', refundMinor: '0', remainingDays: 0 },
      { refundMinor: '-5' },
      { userId: randomUUID() },
      { depositId: randomUUID() },
    ];
    for (const overrides of bad) {
      const refund = refundOf(paid, overrides);
      const refusal = await database()
        .transaction((tx) => postContractRefund(tx, refund))
        .catch((error: unknown) => error);
      expect(refusal).toBeInstanceOf(AppError);
      expect((refusal as AppError).reason).toBe('EVENT_PAYLOAD_INVALID');
      expect(await refundJournals(refund.contractId)).toBe(0);
    }
    // Through the bus: a refused event is not applied (it waits, redelivered), while the next one is paid.
    const wrongAsset = refundOf(paid, { priceAsset: 'EUR' });
    const zero = refundOf(paid, { refundMinor: '0' });
    const refusedIds = [randomUUID(), randomUUID()];
    await harness.bus.publish({ ...newEvent('mining.contract.refund_requested', wrongAsset), eventId: refusedIds[0] });
    await harness.bus.publish({ ...newEvent('mining.contract.refund_requested', zero), eventId: refusedIds[1] });
    const other = await paidMiningDeposit();
    await deliver(refundOf(other));
    for (const eventId of refusedIds) expect(await processed(eventId)).toBe(0);
    expect(await refundJournals(wrongAsset.contractId)).toBe(0);
    expect(await refundJournals(zero.contractId)).toBe(0);
    expect(await balanceOf(harness.database, paid.userId, 'USD')).toBe(0n);
    await ledgerHolds();
  });
});

function database() {
  return harness.database.orm;
}
