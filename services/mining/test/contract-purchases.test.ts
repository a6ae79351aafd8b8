import { randomUUID } from 'node:crypto';
import { waitFor } from '@mc/platform/testing';
import { addDays } from '../src/contracts/contract-rules';
import {
  applyDeposit,
  CONTRACT_FIELDS,
  contractsOfDeposit,
  depositConfirmedEvent,
  miningDeposit,
  refundRequests,
} from './contract-factory';
import { admin, customer, startMiningHarness, type MiningHarness } from './mining-harness';

let harness: MiningHarness;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());

const CONTRACTS_OF = `query ($userId: ID!) { customerContracts(userId: $userId) { total items { ${CONTRACT_FIELDS} } } }`;
const SET_CAPACITY = `mutation ($coin: Coin!, $ths: Int!) { setCapacity(coin: $coin, ths: $ths, reason: "Test capacity") { id } }`;
const CAPACITY = '{ marketParameters { capacities { coin capacityThs soldThs soldHashrateThs } } }';

async function contractsOf(userId: string) {
  const data = await harness.ok(CONTRACTS_OF, { userId }, operator);
  return data.customerContracts as { total: number; items: Record<string, any>[] };
}

describe('contracts bought with confirmed mining deposits', () => {
  it('creates the contract from the event: hashrate of the price, mining from the next UTC day for the term', async () => {
    const deposit = miningDeposit(harness, { planId: 'btc-1', priceMinor: '1000000' });
    await harness.bus.publish(depositConfirmedEvent(deposit));
    await waitFor(async () => (await contractsOfDeposit(harness, deposit.depositId)).length === 1, 10_000, 'contract');
    const { items } = await contractsOf(deposit.userId);
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({
      userId: deposit.userId,
      plan: { id: 'btc-1' },
      coin: 'BTC',
      source: 'PURCHASE',
      status: 'MINING',
      hashrateThs: '2000',
      powerGhs: '2000000',
      termDays: 365,
      // Confirmed on 2031-05-01 (12:00 UTC): it mines from the next day for 365 days.
      startsOn: '2031-05-02',
      expiresOn: '2032-05-01',
      stoppedDays: 0,
      stoppedReason: null,
      terminationReason: null,
      endedOn: null,
      depositId: deposit.depositId,
      pricePaidUsd: '10000',
      refund: null,
      transitions: [
        {
          fromStatus: null,
          toStatus: 'MINING',
          reason: `Paid by deposit ${deposit.depositId}`,
          actedBy: 'system',
          effectiveOn: '2031-05-01',
        },
      ],
    });
  });

  it('creates it once when the event is redelivered or the deposit is announced twice', async () => {
    const deposit = miningDeposit(harness);
    const event = depositConfirmedEvent(deposit);
    await harness.bus.publish(event);
    await harness.bus.publish(event);
    await harness.bus.publish(depositConfirmedEvent(deposit));
    // A later deposit is consumed after the three above: once it is applied, they all are.
    const sentinel = miningDeposit(harness);
    await harness.bus.publish(depositConfirmedEvent(sentinel));
    await waitFor(async () => (await contractsOfDeposit(harness, sentinel.depositId)).length === 1, 10_000, 'sentinel');
    expect(await contractsOfDeposit(harness, deposit.depositId)).toHaveLength(1);
    expect((await contractsOf(deposit.userId)).total).toBe(1);
  });

  it('creates it once when two consumers apply the same deposit at once', async () => {
    const deposit = miningDeposit(harness);
    const [first, second] = await Promise.all([applyDeposit(harness, deposit), applyDeposit(harness, deposit)]);
    expect(second?.id).toBe(first?.id);
    expect(await contractsOfDeposit(harness, deposit.depositId)).toHaveLength(1);
  });

  it('sells hashrate in proportion to the price paid, exact to the MH/s (truncated)', async () => {
    const above = await applyDeposit(harness, miningDeposit(harness, { planId: 'btc-1', priceMinor: '1000050' }));
    expect(above?.hashrateMhs).toBe(2_000_100_000n);
    // eth-2: 4,500 TH/s for 24,500 USD; 30,000 USD buy 4,500 × 30,000 ÷ 24,500 = 5,510.2040816… TH/s.
    const deposit = miningDeposit(harness, { planId: 'eth-2', priceMinor: '3000000' });
    await applyDeposit(harness, deposit);
    const [contract] = (await contractsOf(deposit.userId)).items;
    expect(contract).toMatchObject({
      coin: 'ETH',
      hashrateThs: '5510.204081',
      powerGhs: '5510204.081',
      termDays: 548,
      startsOn: '2031-05-02',
      expiresOn: addDays('2031-05-02', 548),
      pricePaidUsd: '30000',
    });
  });

  it('ignores trading deposits', async () => {
    const deposit = miningDeposit(harness, { purpose: 'TRADING', planId: null });
    expect(await applyDeposit(harness, deposit)).toBeNull();
    expect(await contractsOfDeposit(harness, deposit.depositId)).toEqual([]);
  });
});

describe('capacity', () => {
  it('counts sold hashrate and marks plans sold out when what is left is below their hashrate', async () => {
    await harness.ok(SET_CAPACITY, { coin: 'USDT', ths: 5_000 }, operator);
    await applyDeposit(harness, miningDeposit(harness, { planId: 'usdt-1' }));
    const data = await harness.ok(`{ plans(coin: USDT) { id soldOut } ${CAPACITY.slice(1, -1)} }`);
    expect(data.marketParameters.capacities).toContainEqual({
      coin: 'USDT',
      capacityThs: 5_000,
      soldThs: 2_000,
      soldHashrateThs: '2000',
    });
    // 3,000 TH/s left: tier 1 (2,000) still fits, tier 2 (4,500) and tier 3 (11,500) do not.
    expect(data.plans).toEqual([
      { id: 'usdt-1', soldOut: false },
      { id: 'usdt-2', soldOut: true },
      { id: 'usdt-3', soldOut: true },
    ]);
  });

  it('refuses a payment past capacity: a terminated contract that never mines and a full refund request', async () => {
    // Below what an earlier test sold already: those contracts keep mining, nothing more is sold.
    await harness.ok(SET_CAPACITY, { coin: 'ETH', ths: 1_000 }, operator);
    const soldBefore = (await harness.ok(CAPACITY)).marketParameters.capacities;
    const deposit = miningDeposit(harness, { planId: 'eth-1', priceMinor: '1200000' });
    const contract = await applyDeposit(harness, deposit);
    expect(contract).toMatchObject({ status: 'TERMINATED', statusReason: 'CAPACITY_EXCEEDED' });
    const [view] = (await contractsOf(deposit.userId)).items;
    expect(view).toMatchObject({
      status: 'TERMINATED',
      terminationReason: 'CAPACITY_EXCEEDED',
      endedOn: '2031-05-02',
      refund: { reason: 'CAPACITY_EXCEEDED', amountUsd: '12000', remainingDays: 365 },
      transitions: [{ fromStatus: null, toStatus: 'TERMINATED', reason: 'CAPACITY_EXCEEDED' }],
    });
    expect(await refundRequests(harness, contract!.id)).toEqual([
      {
        contractId: contract!.id,
        depositId: deposit.depositId,
        userId: deposit.userId,
        coin: 'ETH',
        priceAsset: 'USD',
        pricePaidMinor: '1200000',
        refundMinor: '1200000',
        reason: 'CAPACITY_EXCEEDED',
        remainingDays: 365,
        termDays: 365,
        requestedAt: new Date(harness.clock.now).toISOString(),
      },
    ]);
    // The refused purchase holds no capacity.
    expect((await harness.ok(CAPACITY)).marketParameters.capacities).toEqual(soldBefore);
  });

  it('lets exactly one of two payments at once through when only one fits', async () => {
    await harness.ok(SET_CAPACITY, { coin: 'BNB', ths: 3_000 }, operator);
    const deposits = [miningDeposit(harness, { planId: 'bnb-1' }), miningDeposit(harness, { planId: 'bnb-1' })];
    const contracts = await Promise.all(deposits.map((deposit) => applyDeposit(harness, deposit)));
    expect(contracts.map((contract) => contract?.status).sort()).toEqual(['MINING', 'TERMINATED']);
    const refused = contracts.find((contract) => contract?.status === 'TERMINATED')!;
    expect(refused.statusReason).toBe('CAPACITY_EXCEEDED');
    expect(await refundRequests(harness, refused.id)).toHaveLength(1);
    const mining = contracts.find((contract) => contract?.status === 'MINING')!;
    expect(await refundRequests(harness, mining.id)).toEqual([]);
    const data = await harness.ok(`{ plan(id: "bnb-1") { soldOut } ${CAPACITY.slice(1, -1)} }`);
    expect(data.plan.soldOut).toBe(true);
    expect(data.marketParameters.capacities).toContainEqual(expect.objectContaining({ coin: 'BNB', soldThs: 2_000 }));
  });
});

describe('reading contracts', () => {
  it('shows a customer their own contracts and contract, and nobody else any of them', async () => {
    const owner = customer();
    const deposit = miningDeposit(harness, { userId: owner.userId });
    const contract = (await applyDeposit(harness, deposit))!;
    const MINE = `query ($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) {
      ... on User { contracts { total items { id status } } } } }`;
    const mine = await harness.ok(MINE, { id: owner.userId }, owner);
    expect(mine._entities[0].contracts).toEqual({ total: 1, items: [{ id: contract.id, status: 'MINING' }] });
    const ONE = `query ($id: ID!) { contract(id: $id) { id userId hashrateThs } }`;
    expect((await harness.ok(ONE, { id: contract.id }, owner)).contract.id).toBe(contract.id);
    expect((await harness.ok(ONE, { id: contract.id }, admin(['accountant']))).contract.id).toBe(contract.id);

    const stranger = customer();
    expect(await harness.refused(ONE, { id: contract.id }, stranger)).toBe('CONTRACT_NOT_FOUND');
    expect(await harness.refused(ONE, { id: randomUUID() }, owner)).toBe('CONTRACT_NOT_FOUND');
    expect(await harness.refused(ONE, { id: contract.id })).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(MINE, { id: owner.userId }, stranger)).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(MINE, { id: owner.userId })).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(CONTRACTS_OF, { userId: owner.userId }, owner)).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(CONTRACTS_OF, { userId: 'not-a-uuid' }, operator)).toBe('INVALID_INPUT');
  });

  it('shows who made a change to admins only', async () => {
    const owner = customer();
    const contract = (await applyDeposit(harness, miningDeposit(harness, { userId: owner.userId })))!;
    const ONE = `query ($id: ID!) { contract(id: $id) { transitions { actedBy reason } } }`;
    const seen = await harness.ok(ONE, { id: contract.id }, owner);
    expect(seen.contract.transitions).toEqual([{ actedBy: null, reason: `Paid by deposit ${contract.depositId}` }]);
  });
});
