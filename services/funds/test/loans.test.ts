import { randomUUID } from 'node:crypto';
import type { ContractPledgedV1, PledgedPayoutItemV1, PledgeSettlementRequestedV1 } from '@mc/contracts';
import { newEvent, queryRows, type EventEnvelope, type Viewer } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import { findLoan } from '../src/db/loans.repository';
import { verifyLedger } from '../src/ledger/verify';
import { settleLoan } from '../src/loans/settlement';
import {
  approveIdentity,
  admin,
  customer,
  CREATE_WITHDRAWAL,
  startFundsHarness,
  type FundsHarness,
} from './funds-harness';
import { balanceOf, credit } from './ledger-support';

/**
 * Loans against pledged mining contracts, on a real database through the real bus: opened once per
 * pledge, repaid first by the contract's payouts (at the day's rate), by the customer, and settled at the
 * contract's end with what the trading balance cannot pay written off; the withdrawal floor.
 */
let harness: FundsHarness;
const BTC_RATE_MICRO_USD = '100000000000'; // 100,000 USD per BTC

beforeAll(async () => {
  harness = await startFundsHarness();
});
afterAll(() => harness.stop());

async function processed(consumer: string, eventId: string): Promise<boolean> {
  const rows = await queryRows(
    harness.database.orm,
    sql`select 1 from processed_events where consumer = ${consumer} and event_id = ${eventId}`,
  );
  return rows.length === 1;
}

async function deliver(consumer: string, event: EventEnvelope): Promise<void> {
  await harness.bus.publish(event);
  await waitFor(() => processed(consumer, event.eventId), 10_000, `${event.subject} processed`);
}

function pledged(overrides: Partial<ContractPledgedV1> = {}): ContractPledgedV1 {
  return {
    pledgeId: randomUUID(),
    contractId: randomUUID(),
    userId: randomUUID(),
    coin: 'BTC',
    asset: 'USD',
    amountMinor: '500000',
    maxMinor: '500000',
    unusedValueMinor: '1000000',
    loanToValuePercent: 50,
    requestedAt: new Date(harness.clock.now).toISOString(),
    ...overrides,
  };
}

async function openLoan(overrides: Partial<ContractPledgedV1> = {}): Promise<ContractPledgedV1> {
  const pledge = pledged(overrides);
  await deliver('funds-loans-pledged', newEvent('mining.contract.pledged', pledge));
  return pledge;
}

function payout(pledge: ContractPledgedV1, overrides: Partial<PledgedPayoutItemV1> = {}): PledgedPayoutItemV1 {
  return {
    journalId: randomUUID(),
    contractId: pledge.contractId,
    userId: pledge.userId,
    coin: 'BTC',
    amountMinor: '28000',
    day: '2031-05-02',
    pledgeId: pledge.pledgeId,
    coinMicroUsd: BTC_RATE_MICRO_USD,
    ...overrides,
  };
}

async function outboxPayloads<T>(subject: string, loanId: string): Promise<T[]> {
  const rows = await queryRows<{ payload: T }>(
    harness.database.orm,
    sql`select payload from outbox where subject = ${subject} and payload->>'loanId' = ${loanId} order by position`,
  );
  return rows.map((row) => row.payload);
}

const LOAN = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Contract { loan { id status
  principal { amount } outstanding { amount } repaid { amount } shortfall { amount } refusalReason
  repayments { source amount { amount } coinAmount { assetCode amount } rateUsd day } } } } }`;
const REPAY = `mutation ($id: ID!, $amount: String!, $requestId: ID!) { repayLoan(id: $id, amount: $amount, requestId: $requestId) { status outstanding { amount } } }`;

async function loanOf(pledge: ContractPledgedV1, viewer: Viewer = customer(pledge.userId)) {
  const data = await harness.ok<{ _entities: { loan: Record<string, any> | null }[] }>(
    LOAN,
    { reps: [{ __typename: 'Contract', id: pledge.contractId }] },
    viewer,
  );
  return data._entities[0].loan;
}

async function expectLedgerClean(): Promise<void> {
  const report = await verifyLedger(harness.database);
  expect(report.results.filter((result) => !result.held)).toEqual([]);
}

describe('opening a loan', () => {
  it('credits the USD trading balance from platform LOAN once per pledge, however often it is delivered', async () => {
    const pledge = pledged();
    const event = newEvent('mining.contract.pledged', pledge);
    await deliver('funds-loans-pledged', event);
    await harness.bus.publish(event);
    await deliver('funds-loans-pledged', newEvent('mining.contract.pledged', pledge));
    expect(await balanceOf(harness.database, pledge.userId, 'USD')).toBe(500_000n);
    expect(await outboxPayloads('funds.loan.opened', pledge.pledgeId)).toEqual([
      expect.objectContaining({ loanId: pledge.pledgeId, principalMinor: '500000', contractId: pledge.contractId }),
    ]);
    expect(await loanOf(pledge)).toMatchObject({
      status: 'OPEN',
      principal: { amount: '5000.00' },
      outstanding: { amount: '5000.00' },
      repaid: { amount: '0.00' },
    });
    // Nobody else learns of it; admins do.
    expect(await loanOf(pledge, customer())).toBeNull();
    expect(await loanOf(pledge, admin())).toMatchObject({ status: 'OPEN' });
    await expectLedgerClean();
  });

  it('refuses, posting nothing, a trading account in another currency and a second open loan of a contract', async () => {
    const euro = pledged();
    await harness.database.orm.execute(
      sql`insert into customers (user_id, identity_approved, trading_currency) values (${euro.userId}, false, 'EUR')`,
    );
    await deliver('funds-loans-pledged', newEvent('mining.contract.pledged', euro));
    expect(await balanceOf(harness.database, euro.userId, 'USD')).toBe(0n);
    expect(await outboxPayloads('funds.loan.refused', euro.pledgeId)).toEqual([
      expect.objectContaining({ reason: 'Loans are lent in USD; this trading account is in EUR' }),
    ]);
    const first = await openLoan();
    const second = await openLoan({ contractId: first.contractId, userId: first.userId });
    expect(await outboxPayloads('funds.loan.refused', second.pledgeId)).toHaveLength(1);
    expect(await balanceOf(harness.database, first.userId, 'USD')).toBe(500_000n);
  });
});

describe('repayment from payouts', () => {
  it('posts the accrual, then repays at the day rate through CONVERSION, each item once', async () => {
    const pledge = await openLoan({ amountMinor: '5000', maxMinor: '5000' }); // 50.00 USD
    const day1 = payout(pledge); // 0.00028 BTC = 28.00 USD
    const batch = newEvent('mining.pledge.payouts_directed', { day: '2031-05-02', items: [day1] });
    await deliver('funds-loans-payouts', batch);
    await harness.bus.publish(batch);
    await deliver(
      'funds-loans-payouts',
      newEvent('mining.pledge.payouts_directed', { day: '2031-05-02', items: [day1] }),
    );
    expect(await balanceOf(harness.database, pledge.userId, 'BTC')).toBe(0n);
    expect(await loanOf(pledge)).toMatchObject({ status: 'OPEN', outstanding: { amount: '22.00' } });
    // The next day is worth more than what is owed: only the coin for 22.00 USD is taken, the rest stays.
    const day2 = payout(pledge, { day: '2031-05-03' });
    await deliver(
      'funds-loans-payouts',
      newEvent('mining.pledge.payouts_directed', { day: '2031-05-03', items: [day2] }),
    );
    expect(await balanceOf(harness.database, pledge.userId, 'BTC')).toBe(28_000n - 22_000n);
    const loan = await loanOf(pledge);
    expect(loan).toMatchObject({ status: 'REPAID', outstanding: { amount: '0.00' }, repaid: { amount: '50.00' } });
    expect(loan!.repayments).toEqual([
      expect.objectContaining({
        source: 'PAYOUT',
        amount: { amount: '28.00' },
        coinAmount: { assetCode: 'BTC', amount: '0.00028000' },
        rateUsd: '100000.000000',
        day: '2031-05-02',
      }),
      expect.objectContaining({
        source: 'PAYOUT',
        amount: { amount: '22.00' },
        coinAmount: { assetCode: 'BTC', amount: '0.00022000' },
      }),
    ]);
    expect(await outboxPayloads('funds.loan.closed', pledge.pledgeId)).toEqual([
      expect.objectContaining({ outcome: 'REPAID', shortfallMinor: '0' }),
    ]);
    // A payout after the loan closed is the customer's.
    const day3 = payout(pledge, { day: '2031-05-04' });
    await deliver(
      'funds-loans-payouts',
      newEvent('mining.pledge.payouts_directed', { day: '2031-05-04', items: [day3] }),
    );
    expect(await balanceOf(harness.database, pledge.userId, 'BTC')).toBe(34_000n);
    await expectLedgerClean();
  });
});

describe('manual repayment', () => {
  it('repays part then the rest from the trading balance, once per requestId, never more than owed', async () => {
    const pledge = await openLoan();
    const user = customer(pledge.userId);
    const requestId = randomUUID();
    const vars = { id: pledge.pledgeId, amount: '1000', requestId };
    expect((await harness.ok<any>(REPAY, vars, user)).repayLoan).toEqual({
      status: 'OPEN',
      outstanding: { amount: '4000.00' },
    });
    expect((await harness.ok<any>(REPAY, vars, user)).repayLoan.outstanding.amount).toBe('4000.00');
    expect(await harness.refused(REPAY, { ...vars, amount: '2' }, user)).toBe('IDEMPOTENCY_CONFLICT');
    expect(await harness.refused(REPAY, { ...vars, amount: '4000.01', requestId: randomUUID() }, user)).toBe(
      'REPAYMENT_EXCEEDS_LOAN',
    );
    expect(await harness.refused(REPAY, { ...vars, requestId: randomUUID() }, customer())).toBe('LOAN_NOT_FOUND');
    expect(await harness.refused(REPAY, { ...vars, requestId: randomUUID() }, admin())).toBe('CUSTOMER_ONLY');
    // Two repayments at once of 2,500 each: the loan's lock decides; the second finds only 1,500 owed.
    const results = await Promise.all(
      [1, 2].map(() => harness.query(REPAY, { ...vars, amount: '2500', requestId: randomUUID() }, user)),
    );
    expect(results.filter((result) => !result.errors).length).toBe(1);
    expect(results.find((result) => result.errors)!.errors![0].extensions?.reason).toBe('REPAYMENT_EXCEEDS_LOAN');
    const last = await harness.ok<any>(REPAY, { ...vars, amount: '1500', requestId: randomUUID() }, user);
    expect(last.repayLoan).toEqual({ status: 'REPAID', outstanding: { amount: '0.00' } });
    expect(await balanceOf(harness.database, pledge.userId, 'USD')).toBe(0n);
    expect(await harness.refused(REPAY, { ...vars, amount: '1', requestId: randomUUID() }, user)).toBe('LOAN_NOT_OPEN');
    expect(await outboxPayloads('funds.loan.closed', pledge.pledgeId)).toHaveLength(1);
    await expectLedgerClean();
  });

  it('refuses a repayment the trading balance cannot pay', async () => {
    const pledge = await openLoan();
    const user = customer(pledge.userId);
    // Spend the loan: the customer moves it away (a test debit to custody).
    await credit(harness.database, pledge.userId, 'USD', -499_000n);
    expect(await harness.refused(REPAY, { id: pledge.pledgeId, amount: '20', requestId: randomUUID() }, user)).toBe(
      'INSUFFICIENT_FUNDS',
    );
  });
});

describe('the withdrawal floor', () => {
  const withdraw = (amount: string) => ({
    input: {
      method: 'BITCOIN',
      source: 'TRADING',
      amount,
      currency: 'USD',
      walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
    },
  });

  it('refuses a trading withdrawal below what is owed, allows one down to it exactly', async () => {
    const pledge = await openLoan({ amountMinor: '50000', maxMinor: '50000' }); // owes 500.00
    const user = customer(pledge.userId);
    await approveIdentity(harness, pledge.userId);
    await credit(harness.database, pledge.userId, 'USD', 100_000n); // 1,500.00 available
    const refusal = await harness.query(CREATE_WITHDRAWAL, withdraw('1000.01'), user);
    expect(refusal.errors?.[0].extensions?.reason).toBe('LOAN_FLOOR');
    expect(refusal.errors?.[0].message).toContain('at most 1000.00 USD');
    await harness.ok(CREATE_WITHDRAWAL, withdraw('1000'), user);
    expect(await balanceOf(harness.database, pledge.userId, 'USD')).toBe(50_000n);
    // Two withdrawals at once of 60 each when 500 is owed and 560 left: one passes.
    await credit(harness.database, pledge.userId, 'USD', 6_000n);
    const both = await Promise.all([1, 2].map(() => harness.query(CREATE_WITHDRAWAL, withdraw('60'), user)));
    expect(both.filter((result) => !result.errors).length).toBe(1);
    expect(await balanceOf(harness.database, pledge.userId, 'USD')).toBe(50_000n);
    const owed = await harness.ok<any>(
      'query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on User { loansOwed { amount } } } }',
      { reps: [{ __typename: 'User', id: pledge.userId, currency: 'USD' }] },
      user,
    );
    expect(owed._entities[0].loansOwed.amount).toBe('500.00');
    await expectLedgerClean();
  });
});

describe('settlement at the contract end', () => {
  function settlement(pledge: ContractPledgedV1, payoutsDirected = 0): PledgeSettlementRequestedV1 {
    return {
      pledgeId: pledge.pledgeId,
      contractId: pledge.contractId,
      userId: pledge.userId,
      contractStatus: 'EXPIRED',
      endedOn: '2031-06-01',
      payoutsDirected,
      requestedAt: new Date(harness.clock.now).toISOString(),
    };
  }

  it('takes what the trading balance has, never below zero, and writes the rest off to platform EXPENSE', async () => {
    const pledge = await openLoan(); // 5,000.00 owed, 5,000.00 available
    await credit(harness.database, pledge.userId, 'USD', -300_000n); // 2,000.00 left
    const expenseBefore = await platformBalance('EXPENSE', 'USD');
    const event = newEvent('mining.pledge.settlement_requested', settlement(pledge));
    await deliver('funds-loans-settlements', event);
    await deliver('funds-loans-settlements', newEvent('mining.pledge.settlement_requested', settlement(pledge)));
    expect(await balanceOf(harness.database, pledge.userId, 'USD')).toBe(0n);
    expect(await platformBalance('EXPENSE', 'USD')).toBe(expenseBefore - 300_000n);
    const loan = await loanOf(pledge);
    expect(loan).toMatchObject({
      status: 'SETTLED',
      outstanding: { amount: '0.00' },
      shortfall: { amount: '3000.00' },
    });
    expect(loan!.repayments.map((repayment: any) => [repayment.source, repayment.amount.amount])).toEqual([
      ['SETTLEMENT', '2000.00'],
      ['PLATFORM_LOSS', '3000.00'],
    ]);
    expect(await outboxPayloads('funds.loan.closed', pledge.pledgeId)).toEqual([
      expect.objectContaining({ outcome: 'SETTLED', shortfallMinor: '300000' }),
    ]);
    await expectLedgerClean();
  });

  it('waits for the loan and for every payout directed to it, then settles from the balance in full', async () => {
    const pending = pledged();
    await expect(
      harness.database.orm.transaction((tx) => settleLoan(tx, settlement(pending), new Date())),
    ).rejects.toMatchObject({ reason: 'LOAN_NOT_FOUND' });
    const pledge = await openLoan({ amountMinor: '10000', maxMinor: '10000' }); // 100.00
    await expect(
      harness.database.orm.transaction((tx) => settleLoan(tx, settlement(pledge, 1), new Date())),
    ).rejects.toMatchObject({ reason: 'LOAN_PAYOUTS_PENDING' });
    await deliver(
      'funds-loans-payouts',
      newEvent('mining.pledge.payouts_directed', { day: '2031-05-31', items: [payout(pledge, { day: '2031-05-31' })] }),
    );
    await deliver('funds-loans-settlements', newEvent('mining.pledge.settlement_requested', settlement(pledge, 1)));
    expect(await findLoan(harness.database.orm, pledge.pledgeId)).toMatchObject({
      status: 'SETTLED',
      outstandingMinor: 0n,
      shortfallMinor: 0n,
    });
    // 100.00 lent, 28.00 repaid by the payout, 72.00 from the trading balance.
    expect(await balanceOf(harness.database, pledge.userId, 'USD')).toBe(10_000n - 7_200n);
    await expectLedgerClean();
  });
});

async function platformBalance(purpose: string, asset: string): Promise<bigint> {
  const [row] = await queryRows<{ balance: string | null }>(
    harness.database.orm,
    sql`select balance_minor::text as balance from ledger_accounts where owner = 'platform' and purpose = ${purpose} and asset = ${asset}`,
  );
  return BigInt(row?.balance ?? '0');
}
