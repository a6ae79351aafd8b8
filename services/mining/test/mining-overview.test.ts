import { randomUUID } from 'node:crypto';
import { liveMiningSubject } from '@mc/contracts';
import { waitFor } from '@mc/platform/testing';
import type { AccrualService } from '../src/accruals/accrual.service';
import { accrualService, setCloses, setHashprice, settleBefore } from './accrual-support';
import { boughtContract, depositConfirmedEvent, miningDeposit } from './contract-factory';
import { admin, customer, startMiningHarness, type MiningHarness } from './mining-harness';

/**
 * `User.miningOverview` against a real database: power, the live per-second rate and what is
 * accruing, and the last 30 days' payouts from the accruals. The tests share one database and move
 * the clock forward only, each in days of its own; the newest daily closes are the current rates.
 */
let harness: MiningHarness;
let accruals: AccrualService;
const operator = admin(['operator']);

beforeAll(async () => {
  harness = await startMiningHarness();
  accruals = accrualService(harness);
  // The worked example's hashprice (docs/mining.md): 50,000 msat = 0.0000005 BTC per TH/s per day.
  await setHashprice(harness, '2031-05-01', 50_000n);
});
afterAll(() => harness.stop());

const onDay = (day: string) => {
  harness.clock.now = Date.parse(`${day}T12:00:00Z`);
};

type CoinFigures = {
  coin: string;
  activeContracts: number;
  miningContracts: number;
  powerGhs: string;
  dailyEstimate: string | null;
  perSecond: string | null;
  estimateUnavailableReason: string | null;
  accruingSince: string | null;
  nextStartsOn: string | null;
  lastPayoutOn: string | null;
  payouts: { day: string; amount: string }[];
};
type Overview = { at: string; coins: CoinFigures[] };

const OVERVIEW = `query ($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User {
  miningOverview { at coins { coin activeContracts miningContracts powerGhs dailyEstimate perSecond
    estimateUnavailableReason accruingSince nextStartsOn lastPayoutOn payouts { day amount } } } } } }`;

async function overviewOf(userId: string, viewer = { kind: 'user' as const, userId }): Promise<Overview> {
  const data = await harness.ok<{ _entities: { miningOverview: Overview }[] }>(OVERVIEW, { id: userId }, viewer);
  return data._entities[0].miningOverview;
}

async function coinOf(userId: string, coin: string): Promise<CoinFigures> {
  return (await overviewOf(userId)).coins.find((each) => each.coin === coin)!;
}

const buy = (userId: string, planId = 'btc-1', priceMinor = '1000000') =>
  boughtContract(harness, { userId, planId, priceMinor });

const STOP = `mutation ($id: ID!) { stopContract(id: $id, reason: "Rig maintenance") { id } }`;
const TERMINATE = `mutation ($id: ID!) { terminateContract(id: $id, reason: "Ended by support") { id } }`;

describe('the mining overview', () => {
  it('shows four empty coins to a new customer, and says why there is no estimate before the feed priced the coins', async () => {
    onDay('2031-05-01');
    const userId = randomUUID();
    const empty = await overviewOf(userId);
    expect(empty.at).toBe('2031-05-01T12:00:00.000Z');
    expect(empty.coins.map((coin) => coin.coin)).toEqual(['BTC', 'ETH', 'USDT', 'BNB']);
    for (const coin of empty.coins) {
      expect(coin).toMatchObject({
        activeContracts: 0,
        miningContracts: 0,
        powerGhs: '0',
        dailyEstimate: '0',
        perSecond: '0',
        estimateUnavailableReason: null,
        accruingSince: null,
        nextStartsOn: null,
      });
      expect(coin.payouts).toHaveLength(30);
      expect(coin.payouts[0]).toEqual({ day: '2031-04-01', amount: '0' });
      expect(coin.payouts[29]).toEqual({ day: '2031-04-30', amount: '0' });
    }

    await buy(userId);
    // Bought today, it mines from tomorrow: no power yet, and the day it starts.
    expect(await coinOf(userId, 'BTC')).toMatchObject({
      activeContracts: 1,
      miningContracts: 0,
      powerGhs: '0',
      dailyEstimate: '0',
      accruingSince: null,
      nextStartsOn: '2031-05-02',
    });
    onDay('2031-05-02');
    expect(await coinOf(userId, 'BTC')).toMatchObject({
      miningContracts: 1,
      powerGhs: '2000000',
      dailyEstimate: null,
      perSecond: null,
      estimateUnavailableReason: 'No BTC rate from the price feed yet',
      accruingSince: '2031-05-02T00:00:00.000Z',
      nextStartsOn: null,
    });
  });

  it("grows by the sum of each mining contract's estimated daily net ÷ 86,400, per coin", async () => {
    onDay('2031-05-10');
    const userId = randomUUID();
    await buy(userId, 'btc-1');
    await buy(userId, 'btc-4', '1200000'); // Pro: 12,000 USD, fee 0.030 USD per TH/s per day
    await buy(userId, 'eth-1');
    await setCloses(harness, '2031-05-10', '2031-05-10', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    onDay('2031-05-11');
    const overview = await overviewOf(userId);
    const [btc, eth, usdt, bnb] = overview.coins;
    // btc-1 nets 28 USD = 0.00028 BTC; btc-4 100 − 60 = 40 USD = 0.0004 BTC; 68,000 sat ÷ 86,400 per second.
    expect(btc).toMatchObject({
      activeContracts: 2,
      miningContracts: 2,
      powerGhs: '4000000',
      dailyEstimate: '0.00068',
      perSecond: '0.0000000078703703',
      accruingSince: '2031-05-11T00:00:00.000Z',
    });
    // eth-1 nets 28 USD = 0.007 ETH at 4,000 USD: 700,000 minor units ÷ 86,400.
    expect(eth).toMatchObject({
      miningContracts: 1,
      powerGhs: '2000000',
      dailyEstimate: '0.007',
      perSecond: '0.0000000810185185',
    });
    expect(usdt).toMatchObject({ activeContracts: 0, powerGhs: '0', dailyEstimate: '0', perSecond: '0' });
    expect(bnb).toMatchObject({ activeContracts: 0, powerGhs: '0', dailyEstimate: '0', perSecond: '0' });
  });

  it('counts only contracts mining today: a stopped one keeps its place but adds nothing, a terminated one is gone', async () => {
    onDay('2031-05-12');
    const userId = randomUUID();
    const [first, second, third] = [await buy(userId), await buy(userId), await buy(userId)];
    await setCloses(harness, '2031-05-12', '2031-05-12', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    onDay('2031-05-13');
    expect(await coinOf(userId, 'BTC')).toMatchObject({ miningContracts: 3, dailyEstimate: '0.00084' });
    await harness.ok(STOP, { id: first.id }, operator);
    await harness.ok(TERMINATE, { id: second.id }, operator);
    expect(await coinOf(userId, 'BTC')).toMatchObject({
      activeContracts: 2,
      miningContracts: 1,
      powerGhs: '2000000',
      dailyEstimate: '0.00028',
      perSecond: '0.0000000032407407',
    });
    await harness.ok(STOP, { id: third.id }, operator);
    expect(await coinOf(userId, 'BTC')).toMatchObject({
      activeContracts: 2,
      miningContracts: 0,
      powerGhs: '0',
      dailyEstimate: '0',
      perSecond: '0',
      accruingSince: null,
    });
  });

  it('adds nothing for a contract whose fee exceeds its output (only profitable days are paid)', async () => {
    onDay('2031-05-14');
    const userId = randomUUID();
    await buy(userId, 'btc-1');
    await buy(userId, 'btc-4', '1200000');
    // At 65,000 USD a day's output is 65 USD: btc-1 (fee 72) loses 7, btc-4 (fee 60) earns 5 USD.
    await setCloses(harness, '2031-05-14', '2031-05-14', { BTC: 65_000, ETH: 4_000, BNB: 600 });
    onDay('2031-05-15');
    expect(await coinOf(userId, 'BTC')).toMatchObject({
      miningContracts: 2,
      dailyEstimate: '0.00007692',
      perSecond: '0.0000000008902777',
    });
  });

  it("charts the last 30 closed days' payouts from the accruals; what is accrued no longer accrues", async () => {
    onDay('2031-06-01');
    const userId = randomUUID();
    await buy(userId);
    await setCloses(harness, '2031-06-01', '2031-06-04', { BTC: 100_000, ETH: 4_000, BNB: 600 });
    harness.clock.now = Date.parse('2031-06-03T00:05:00Z');
    // 06-02 has closed but is not accrued yet: it is still accruing, from the contract's start.
    expect(await coinOf(userId, 'BTC')).toMatchObject({
      accruingSince: '2031-06-02T00:00:00.000Z',
      lastPayoutOn: null,
    });
    settleBefore(harness, '2031-06-03');
    await accruals.catchUp();
    expect(await coinOf(userId, 'BTC')).toMatchObject({ accruingSince: '2031-06-03T00:00:00.000Z' });
    settleBefore(harness, '2031-06-04');
    await accruals.catchUp();

    onDay('2031-06-04');
    const paid = await coinOf(userId, 'BTC');
    expect(paid.accruingSince).toBe('2031-06-04T00:00:00.000Z');
    // The last payout is mining's day on the platform's clock: the contract's first day at the earliest.
    expect(paid.lastPayoutOn).toBe('2031-06-03');
    expect(paid.payouts).toHaveLength(30);
    expect(paid.payouts[0].day).toBe('2031-05-05');
    expect(paid.payouts.slice(-3)).toEqual([
      { day: '2031-06-01', amount: '0' },
      { day: '2031-06-02', amount: '0.00028' },
      { day: '2031-06-03', amount: '0.00028' },
    ]);
    expect((await coinOf(userId, 'ETH')).payouts.every((payout) => payout.amount === '0')).toBe(true);

    // Thirty days on, 06-02 has left the window; 06-04 onwards is not accrued, so it is still accruing.
    onDay('2031-07-03');
    const later = await coinOf(userId, 'BTC');
    expect(later.payouts[0]).toEqual({ day: '2031-06-03', amount: '0.00028' });
    expect(later.payouts.some((payout) => payout.day === '2031-06-02')).toBe(false);
    expect(later.accruingSince).toBe('2031-06-04T00:00:00.000Z');
  });

  it("is the customer's own or an admin's to read; another customer and a guest are refused", async () => {
    onDay('2031-07-04');
    const owner = customer();
    await buy(owner.userId);
    expect((await overviewOf(owner.userId, owner)).coins[0].activeContracts).toBe(1);
    const seenByAdmin = await harness.ok(OVERVIEW, { id: owner.userId }, admin(['accountant']));
    expect(seenByAdmin._entities[0].miningOverview.coins[0].activeContracts).toBe(1);
    expect(await harness.refused(OVERVIEW, { id: owner.userId }, customer())).toBe('ADMIN_ROLE_REQUIRED');
    expect(await harness.refused(OVERVIEW, { id: owner.userId })).toBe('SIGN_IN_REQUIRED');
    expect(await harness.refused(OVERVIEW, { id: 'not-a-customer' }, admin(['accountant']))).toBe('INVALID_INPUT');
  });
});

describe('live.mining.<userId>', () => {
  function listen(userId: string) {
    const received: { at: string; reason: string }[] = [];
    const stop = harness.bus.subscribeLive(liveMiningSubject(userId), (_subject, data) =>
      received.push(data as { at: string; reason: string }),
    );
    return { received, stop };
  }

  it('tells the customer once the contract a mining deposit bought is recorded, and after each change support makes', async () => {
    onDay('2031-07-05');
    const deposit = miningDeposit(harness);
    const owner = listen(deposit.userId);
    const stranger = listen(randomUUID());
    await harness.bus.publish(depositConfirmedEvent(deposit));
    await waitFor(() => owner.received.length === 1, 10_000, 'the live push after the purchase');
    expect(owner.received[0]).toEqual({ at: '2031-07-05T12:00:00.000Z', reason: 'CONTRACT_CREATED' });
    // Sent after the commit: the contract is there to read.
    expect((await coinOf(deposit.userId, 'BTC')).activeContracts).toBe(1);

    const [contract] = (
      await harness.ok<{ _entities: { contracts: { items: { id: string }[] } }[] }>(
        `query ($id: ID!) { _entities(representations: [{ __typename: "User", id: $id }]) { ... on User { contracts { items { id } } } } }`,
        { id: deposit.userId },
        operator,
      )
    )._entities[0].contracts.items;
    await harness.ok(STOP, { id: contract.id }, operator);
    await waitFor(() => owner.received.length === 2, 10_000, 'the live push after the stop');
    expect(owner.received.map((push) => push.reason)).toEqual(['CONTRACT_CREATED', 'CONTRACT_CHANGED']);
    // A refused change (it is stopped already) tells nobody anything.
    expect(await harness.refused(STOP, { id: contract.id }, operator)).toBe('INVALID_TRANSITION');
    expect(owner.received).toHaveLength(2);
    // A trading deposit buys nothing and announces nothing.
    await harness.bus.publish(
      depositConfirmedEvent({ ...miningDeposit(harness), userId: deposit.userId, purpose: 'TRADING', planId: null }),
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(owner.received).toHaveLength(2);
    expect(stranger.received).toEqual([]);
    owner.stop();
    stranger.stop();
  });
});
