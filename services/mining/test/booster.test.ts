import { randomUUID } from 'node:crypto';
import type { BoosterReinvestRequestedV1 } from '@mc/contracts';
import { newEvent, queryRows } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import type { AccrualService } from '../src/accruals/accrual.service';
import { boosterProjection, reinvestedHashrateMhs } from '../src/booster/booster-rules';
import { REINVESTED_CONSUMER } from '../src/booster/reinvested.consumer';
import { microUsdOf } from '../src/rates/coin-rates';
import { accrualService, announcedItems, setCloses, setHashprice, settleBefore } from './accrual-support';
import { boughtContract } from './contract-factory';
import { admin, customer, startMiningHarness, type MiningHarness } from './mining-harness';

/**
 * The Income Booster on a real database: the owner switches it, the accrual asks funds to reinvest the
 * day's payout (not a plain accrual), funds' confirmation adds the hashrate once, and the next day mines
 * with it. The tests share one database and move the clock forward only.
 */
let harness: MiningHarness;
let accruals: AccrualService;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
  accruals = accrualService(harness);
  await setHashprice(harness, '2031-05-01', 50_000n);
});
afterAll(() => harness.stop());

const SWITCH = `mutation ($id: ID!, $enabled: Boolean!) { setContractBooster(id: $id, enabled: $enabled) { id boosterEnabled hashrateThs } }`;
const READ = `query ($id: ID!) { contract(id: $id) { hashrateThs boosterEnabled boosterEstimate { days startHashrateThs
  projectedHashrateThs hashrateGrowthPercent reinvestedTotal withoutBoosterTotal }
  accruals { items { day net journalId payoutDestination reinvestedHashrateThs reinvestmentStatus } } } }`;

async function reinvestRequests(contractId: string) {
  const rows = await queryRows<{ payload: BoosterReinvestRequestedV1 }>(
    harness.database.orm,
    sql`select payload from outbox where subject = 'mining.booster.reinvest_requested' order by position`,
  );
  return rows.flatMap((row) => row.payload.items).filter((item) => item.contractId === contractId);
}

async function confirm(contractId: string, accrualJournalId: string): Promise<void> {
  const event = newEvent('funds.booster.reinvested', {
    day: '2031-05-02',
    items: [
      { contractId, accrualJournalId, ledgerJournalId: `mining_reinvest:${accrualJournalId}`, amountMinor: '28000' },
    ],
  });
  await harness.bus.publish(event);
  await waitFor(
    async () =>
      (
        await queryRows(
          harness.database.orm,
          sql`select 1 from processed_events where consumer = ${REINVESTED_CONSUMER} and event_id = ${event.eventId}`,
        )
      ).length === 1,
    10_000,
    'the confirmation applied',
  );
}

describe('the booster rules', () => {
  it('buys hashrate at the plan price per TH/s at the day rate, and projects daily compounding', () => {
    // 0.00028 BTC at 100,000 USD = 28 USD; btc-1 costs 5 USD per TH/s: 5.6 TH/s.
    expect(reinvestedHashrateMhs(28_000n, microUsdOf(100_000), { priceUsd: 10_000, hashrateThs: 2_000 })).toBe(
      5_600_000n,
    );
    const basis = {
      hashpriceMsatPerThDay: 50_000n,
      feeMicroUsdPerThDay: 36_000n,
      btcRate: { coin: 'BTC' as const, microUsd: microUsdOf(100_000), at: null, source: 'CANDLE_CLOSE' as const },
      coinRate: { coin: 'BTC' as const, microUsd: microUsdOf(100_000), at: null, source: 'CANDLE_CLOSE' as const },
    };
    const plan = { priceUsd: 10_000, hashrateThs: 2_000 };
    expect(boosterProjection(2_000_000_000n, 1, plan, basis)).toEqual({
      days: 1,
      startHashrateMhs: 2_000_000_000n,
      projectedHashrateMhs: 2_005_600_000n,
      reinvestedMinor: 28_000n,
      withoutBoosterMinor: 28_000n,
    });
    // A loss-making day buys nothing: the projection stays flat.
    const flat = boosterProjection(2_000_000_000n, 30, plan, { ...basis, hashpriceMsatPerThDay: 30_000n });
    expect(flat.projectedHashrateMhs).toBe(2_000_000_000n);
  });
});

describe('the Income Booster', () => {
  it('is switched by the owner only, while the contract has not ended, each switch recorded once', async () => {
    harness.clock.now = Date.parse('2031-05-01T12:00:00Z');
    const contract = await boughtContract(harness);
    const owner = { kind: 'user' as const, userId: contract.userId };
    expect(await harness.refused(SWITCH, { id: contract.id, enabled: true }, customer())).toBe('CONTRACT_NOT_FOUND');
    expect(await harness.refused(SWITCH, { id: contract.id, enabled: true }, operator)).toBe('CUSTOMER_ONLY');
    expect(await harness.refused(SWITCH, { id: contract.id, enabled: true }, { kind: 'guest' })).toBe(
      'SIGN_IN_REQUIRED',
    );
    expect(
      (await harness.ok(SWITCH, { id: contract.id, enabled: true }, owner)).setContractBooster.boosterEnabled,
    ).toBe(true);
    await harness.ok(SWITCH, { id: contract.id, enabled: true }, owner);
    await harness.ok(SWITCH, { id: contract.id, enabled: false }, owner);
    const switches = await queryRows<{ enabled: boolean }>(
      harness.database.orm,
      sql`select enabled from booster_switches where contract_id = ${contract.id} order by id`,
    );
    expect(switches).toEqual([{ enabled: true }, { enabled: false }]);
    await harness.ok(
      `mutation ($id: ID!) { terminateContract(id: $id, reason: "Test end") { status } }`,
      { id: contract.id },
      operator,
    );
    expect(await harness.refused(SWITCH, { id: contract.id, enabled: true }, owner)).toBe('CONTRACT_NOT_ACTIVE');
  });

  it('reinvests the day payout once (not a plain accrual), adds the hashrate once on confirmation, and mines it from the next day', async () => {
    harness.clock.now = Date.parse('2031-05-01T12:00:00Z');
    const contract = await boughtContract(harness);
    const owner = { kind: 'user' as const, userId: contract.userId };
    await harness.ok(SWITCH, { id: contract.id, enabled: true }, owner);
    await setCloses(harness, '2031-05-02', '2031-05-03', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-03');
    await accruals.catchUp();
    expect(await announcedItems(harness, contract.id)).toEqual([]);
    const [request] = await reinvestRequests(contract.id);
    expect(request).toMatchObject({
      amountMinor: '28000',
      hashrateMhs: '5600000',
      coinMicroUsd: '100000000000',
      planId: 'btc-1',
    });
    // The operator re-runs the day: nothing is recorded or requested twice.
    await harness.ok(`mutation { runAccrual(day: "2031-05-02") { accrued } }`, {}, operator);
    expect(await reinvestRequests(contract.id)).toHaveLength(1);
    // Funds' confirmation, delivered twice: the hashrate is added once.
    await confirm(contract.id, request.journalId);
    await confirm(contract.id, request.journalId);
    const after = (await harness.ok(READ, { id: contract.id }, owner)).contract;
    expect(after.hashrateThs).toBe('2005.6');
    expect(after.accruals.items).toEqual([
      {
        day: '2031-05-02',
        net: '0.00028',
        journalId: request.journalId,
        payoutDestination: 'REINVESTED',
        reinvestedHashrateThs: '5.6',
        reinvestmentStatus: 'CONFIRMED',
      },
    ]);
    // The next day mines 2,005.6 TH/s: 28,000 sat × 2,005.6 ÷ 2,000 = 28,078 sat.
    settleBefore(harness, '2031-05-04');
    await accruals.catchUp();
    const [, second] = await reinvestRequests(contract.id);
    expect(second).toMatchObject({ day: '2031-05-03', amountMinor: '28078' });
    // The estimate: compounding daily over the 363 days left at today's figures, about +176 %.
    const estimate = (await harness.ok(READ, { id: contract.id }, owner)).contract.boosterEstimate;
    expect(estimate).toMatchObject({ days: 363, startHashrateThs: '2005.6' });
    expect(Number(estimate.hashrateGrowthPercent)).toBeGreaterThan(170);
    expect(Number(estimate.hashrateGrowthPercent)).toBeLessThan(180);
    expect(Number(estimate.reinvestedTotal)).toBeGreaterThan(Number(estimate.withoutBoosterTotal));
  });

  it('leaves the payout on the balance when the coin capacity cannot take the hashrate it would buy', async () => {
    harness.clock.now = Date.parse('2031-05-04T12:00:00Z');
    const contract = await boughtContract(harness, { planId: 'bnb-1', userId: randomUUID() });
    await harness.ok(SWITCH, { id: contract.id, enabled: true }, { kind: 'user', userId: contract.userId });
    const sold = await queryRows<{ sold: string }>(
      harness.database.orm,
      sql`select (sum(hashrate_mhs) / 1000000)::bigint::text as sold from contracts where coin = 'BNB' and status = 'MINING'`,
    );
    await harness.ok(
      `mutation ($ths: Int!) { setCapacity(coin: BNB, ths: $ths, reason: "Test: full") { capacityThs } }`,
      { ths: Number(sold[0].sold) },
      operator,
    );
    await setCloses(harness, '2031-05-05', '2031-05-05', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    settleBefore(harness, '2031-05-06');
    await accruals.catchUp();
    expect(await reinvestRequests(contract.id)).toEqual([]);
    expect(await announcedItems(harness, contract.id)).toHaveLength(1);
  });
});
