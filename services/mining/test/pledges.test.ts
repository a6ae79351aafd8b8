import { randomUUID } from 'node:crypto';
import type { ContractPledgedV1, PledgePayoutsDirectedV1, PledgeSettlementRequestedV1 } from '@mc/contracts';
import { newEvent, queryRows, type EventEnvelope } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import type { AccrualService } from '../src/accruals/accrual.service';
import type { ContractRow } from '../src/db/contracts.repository';
import { maxLoanMinor, parseUsdCents, unusedValueMinor } from '../src/pledges/pledge-rules';
import { PledgeService } from '../src/pledges/pledge.service';
import { createLogger, Outbox } from '@mc/platform';
import {
  accrualService,
  announcedItems,
  grantedContract,
  setCloses,
  setHashprice,
  settleBefore,
} from './accrual-support';
import { boughtContract } from './contract-factory';
import { admin, customer, startMiningHarness, type MiningHarness } from './mining-harness';

/**
 * Pledging in mining on a real database: the limit (LTV of the unused value), one pledge at a time,
 * idempotency, refusals, funds' answers, payouts directed to the loan, and settlement once the
 * contract has ended and its last day is accrued. The clock moves forward only.
 */
let harness: MiningHarness;
let accruals: AccrualService;
let pledges: PledgeService;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
  accruals = accrualService(harness);
  const outbox = new Outbox(harness.database, { bus: harness.bus, logger: createLogger('pledge-test') });
  pledges = new PledgeService(harness.database, outbox, () => harness.clock.now);
  await setHashprice(harness, '2031-05-01', 50_000n);
});
afterAll(() => harness.stop());

const PLEDGE = `mutation ($id: ID!, $amount: String!, $requestId: ID!) { pledgeContract(id: $id, amountUsd: $amount, requestId: $requestId) {
  id contractId amountUsd maxUsd unusedValueUsd loanToValuePercent status statusReason } }`;
const LIMIT = `query ($id: ID!) { contract(id: $id) { pledgeLimit { maxUsd unusedValueUsd loanToValuePercent remainingDays unavailableReason }
  pledges { id status statusReason shortfallUsd } accruals { items { day payoutDestination } } } }`;

const ownerOf = (contract: ContractRow) => ({ kind: 'user' as const, userId: contract.userId });
const pledgeVars = (contract: ContractRow, amount: string, requestId = randomUUID()) => ({
  id: contract.id,
  amount,
  requestId,
});

async function outboxOf<T>(subject: string): Promise<T[]> {
  const rows = await queryRows<{ payload: T }>(
    harness.database.orm,
    sql`select payload from outbox where subject = ${subject}`,
  );
  return rows.map((row) => row.payload);
}

async function deliver(consumer: string, event: EventEnvelope): Promise<void> {
  await harness.bus.publish(event);
  await waitFor(
    async () =>
      (
        await queryRows(
          harness.database.orm,
          sql`select 1 from processed_events where consumer = ${consumer} and event_id = ${event.eventId}`,
        )
      ).length === 1,
    10_000,
    `${event.subject} applied`,
  );
}

const loanEvent = (pledgeId: string, contract: ContractRow) => ({
  loanId: pledgeId,
  contractId: contract.id,
  userId: contract.userId,
});

describe('the pledge rules', () => {
  it('lends up to the LTV (never above 100 %) of price × remaining days ÷ term days', () => {
    expect(unusedValueMinor(1_000_000n, 350, 365)).toBe(958_904n);
    expect(maxLoanMinor(958_904n, 50)).toBe(479_452n);
    expect(maxLoanMinor(958_904n, 150)).toBe(958_904n);
    expect(parseUsdCents('5000')).toBe(500_000n);
    expect(parseUsdCents('0.01')).toBe(1n);
    expect(parseUsdCents('0')).toBeNull();
    expect(parseUsdCents('1.001')).toBeNull();
  });
});

describe('pledging a contract', () => {
  it('allows exactly the maximum, refuses a cent over it, and keeps one pledge at a time, idempotent on requestId', async () => {
    harness.clock.now = Date.parse('2031-05-01T12:00:00Z');
    const contract = await boughtContract(harness);
    const owner = ownerOf(contract);
    expect((await harness.ok(LIMIT, { id: contract.id }, owner)).contract.pledgeLimit).toEqual({
      maxUsd: '5000',
      unusedValueUsd: '10000',
      loanToValuePercent: 50,
      remainingDays: 365,
      unavailableReason: null,
    });
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '5000.01'), owner)).toBe('PLEDGE_OVER_LIMIT');
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '0'), owner)).toBe('INVALID_INPUT');
    const requestId = randomUUID();
    const { pledgeContract: pledge } = await harness.ok(PLEDGE, pledgeVars(contract, '5000', requestId), owner);
    expect(pledge).toMatchObject({
      amountUsd: '5000',
      maxUsd: '5000',
      unusedValueUsd: '10000',
      loanToValuePercent: 50,
      status: 'REQUESTED',
    });
    expect((await harness.ok(PLEDGE, pledgeVars(contract, '5000', requestId), owner)).pledgeContract.id).toBe(
      pledge.id,
    );
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '4000', requestId), owner)).toBe('IDEMPOTENCY_CONFLICT');
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '1'), owner)).toBe('PLEDGE_OUTSTANDING');
    expect((await harness.ok(LIMIT, { id: contract.id }, owner)).contract.pledgeLimit.unavailableReason).toMatch(
      /already pledged/,
    );
    expect(await outboxOf<ContractPledgedV1>('mining.contract.pledged')).toEqual([
      expect.objectContaining({
        pledgeId: pledge.id,
        contractId: contract.id,
        amountMinor: '500000',
        maxMinor: '500000',
        unusedValueMinor: '1000000',
        loanToValuePercent: 50,
      }),
    ]);
  });

  it('lets one of two pledges of the same contract at once through', async () => {
    const contract = await boughtContract(harness);
    const results = await Promise.all(
      [1, 2].map(() => harness.query(PLEDGE, pledgeVars(contract, '100'), ownerOf(contract))),
    );
    expect(results.filter((result) => !result.errors).length).toBe(1);
    expect(results.find((result) => result.errors)!.errors![0].extensions?.reason).toBe('PLEDGE_OUTSTANDING');
  });

  it('refuses another customer, an admin, a stopped contract and one with no price paid', async () => {
    const contract = await boughtContract(harness);
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '1'), customer())).toBe('CONTRACT_NOT_FOUND');
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '1'), operator)).toBe('CUSTOMER_ONLY');
    await harness.ok(
      `mutation ($id: ID!) { stopContract(id: $id, reason: "Test stop") { status } }`,
      { id: contract.id },
      operator,
    );
    expect(await harness.refused(PLEDGE, pledgeVars(contract, '1'), ownerOf(contract))).toBe('CONTRACT_NOT_ACTIVE');
    const granted = await grantedContract(harness, { startsOn: '2031-05-02', termDays: 30 });
    const [row] = await queryRows<{ user_id: string }>(
      harness.database.orm,
      sql`select user_id from contracts where id = ${granted}`,
    );
    expect(
      await harness.refused(
        PLEDGE,
        { id: granted, amount: '1', requestId: randomUUID() },
        { kind: 'user', userId: row.user_id },
      ),
    ).toBe('NOT_PLEDGEABLE');
  });
});

describe('the pledge lifecycle', () => {
  it('directs payouts to the loan while it is open (before the booster), then lets the contract be pledged again', async () => {
    harness.clock.now = Date.parse('2031-05-06T12:00:00Z');
    const contract = await boughtContract(harness);
    const owner = ownerOf(contract);
    await harness.ok(
      `mutation ($id: ID!) { setContractBooster(id: $id, enabled: true) { id } }`,
      { id: contract.id },
      owner,
    );
    const { pledgeContract: pledge } = await harness.ok(PLEDGE, pledgeVars(contract, '1000'), owner);
    await deliver(
      'mining-loans-opened',
      newEvent('funds.loan.opened', {
        ...loanEvent(pledge.id, contract),
        asset: 'USD',
        principalMinor: '100000',
        openedAt: new Date().toISOString(),
      }),
    );
    await setCloses(harness, '2031-05-07', '2031-05-07', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-08');
    await accruals.catchUp();
    expect(await announcedItems(harness, contract.id)).toEqual([]);
    const directed = (await outboxOf<PledgePayoutsDirectedV1>('mining.pledge.payouts_directed')).flatMap((batch) =>
      batch.items.filter((item) => item.contractId === contract.id),
    );
    expect(directed).toEqual([
      expect.objectContaining({
        contractId: contract.id,
        pledgeId: pledge.id,
        amountMinor: '28000',
        coinMicroUsd: '100000000000',
        day: '2031-05-07',
      }),
    ]);
    const read = (await harness.ok(LIMIT, { id: contract.id }, owner)).contract;
    expect(read.pledges).toEqual([{ id: pledge.id, status: 'ACTIVE', statusReason: null, shortfallUsd: null }]);
    expect(read.accruals.items).toEqual([{ day: '2031-05-07', payoutDestination: 'LOAN_REPAYMENT' }]);
    const closed = newEvent('funds.loan.closed', {
      ...loanEvent(pledge.id, contract),
      outcome: 'REPAID',
      shortfallMinor: '0',
      closedAt: new Date().toISOString(),
    });
    await deliver('mining-loans-closed', closed);
    await deliver('mining-loans-closed', newEvent('funds.loan.closed', closed.payload));
    expect((await harness.ok(LIMIT, { id: contract.id }, owner)).contract.pledges[0]).toMatchObject({
      status: 'CLOSED',
      statusReason: 'REPAID',
    });
    const again = await harness.ok(PLEDGE, pledgeVars(contract, '10'), owner);
    expect(again.pledgeContract.status).toBe('REQUESTED');
    await deliver(
      'mining-loans-refused',
      newEvent('funds.loan.refused', {
        ...loanEvent(again.pledgeContract.id, contract),
        reason: 'Loans are lent in USD',
        refusedAt: new Date().toISOString(),
      }),
    );
    expect((await harness.ok(LIMIT, { id: contract.id }, owner)).contract.pledges[0]).toMatchObject({
      status: 'REFUSED',
      statusReason: 'Loans are lent in USD',
    });
  });

  it('asks funds to settle once the contract has ended and its last day is accrued, once', async () => {
    harness.clock.now = Date.parse('2031-05-08T12:00:00Z');
    const contract = await boughtContract(harness); // mines from 05-09
    const owner = ownerOf(contract);
    const { pledgeContract: pledge } = await harness.ok(PLEDGE, pledgeVars(contract, '100'), owner);
    await deliver(
      'mining-loans-opened',
      newEvent('funds.loan.opened', {
        ...loanEvent(pledge.id, contract),
        asset: 'USD',
        principalMinor: '10000',
        openedAt: new Date().toISOString(),
      }),
    );
    await setCloses(harness, '2031-05-08', '2031-05-10', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-10');
    await accruals.catchUp(); // 05-09 accrued: one payout directed
    harness.clock.now = Date.parse('2031-05-10T12:00:00Z');
    await harness.ok(
      `mutation ($id: ID!) { terminateContract(id: $id, reason: "Test end") { status } }`,
      { id: contract.id },
      operator,
    );
    // Ended on 05-10; its last mined day 05-09 is accrued: settle now, once.
    expect(await pledges.settleEnded()).toBeGreaterThanOrEqual(1);
    expect(await pledges.settleEnded()).toBe(0);
    const requests = (await outboxOf<PledgeSettlementRequestedV1>('mining.pledge.settlement_requested')).filter(
      (request) => request.pledgeId === pledge.id,
    );
    expect(requests).toEqual([
      expect.objectContaining({
        contractId: contract.id,
        contractStatus: 'TERMINATED',
        endedOn: '2031-05-10',
        payoutsDirected: 1,
      }),
    ]);
    expect((await harness.ok(LIMIT, { id: contract.id }, owner)).contract.pledges[0].status).toBe('SETTLING');
    await deliver(
      'mining-loans-closed',
      newEvent('funds.loan.closed', {
        ...loanEvent(pledge.id, contract),
        outcome: 'SETTLED',
        shortfallMinor: '1234',
        closedAt: new Date().toISOString(),
      }),
    );
    expect((await harness.ok(LIMIT, { id: contract.id }, owner)).contract.pledges[0]).toMatchObject({
      status: 'CLOSED',
      statusReason: 'SETTLED',
      shortfallUsd: '12.34',
    });
  });

  it('waits to settle an expired contract until its last day is accrued', async () => {
    harness.clock.now = Date.parse('2031-05-10T12:00:00Z');
    const contract = await boughtContract(harness); // mines 2031-05-11 .. 2032-05-09
    const { pledgeContract: pledge } = await harness.ok(PLEDGE, pledgeVars(contract, '100'), ownerOf(contract));
    // A year later the term has ended; the accrual of its last day (2032-05-09) has not run yet.
    harness.clock.now = Date.parse('2032-05-11T12:00:00Z');
    await pledges.settleEnded();
    expect((await harness.ok(LIMIT, { id: contract.id }, ownerOf(contract))).contract.pledges[0].status).toBe(
      'REQUESTED',
    );
    await harness.database.orm.execute(
      sql`insert into accrual_runs (day, status, accrued, updated_at) values ('2032-05-09', 'DONE', 0, now())`,
    );
    await pledges.settleEnded();
    const [request] = (await outboxOf<PledgeSettlementRequestedV1>('mining.pledge.settlement_requested')).filter(
      (candidate) => candidate.pledgeId === pledge.id,
    );
    expect(request).toMatchObject({ contractStatus: 'EXPIRED', endedOn: '2032-05-10', payoutsDirected: 0 });
  });
});
