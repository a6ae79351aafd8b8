import { sql } from 'drizzle-orm';
import type { PlanAvailabilityV1 } from '@mc/contracts';
import { createLogger, Outbox, queryRows } from '@mc/platform';
import { MiningService } from '../src/mining.service';
import { PlanAvailabilityAnnouncer } from '../src/plans/plan-availability';
import { LiveTicks } from '../src/rates/coin-rates';
import { boughtContract } from './contract-factory';
import { admin, startMiningHarness, type MiningHarness } from './mining-harness';

let harness: MiningHarness;
const operator = admin(['operator']);
const SET_CAPACITY = `mutation ($coin: Coin!, $ths: Int!) { setCapacity(coin: $coin, ths: $ths, reason: "availability test") { capacityThs } }`;

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());

function announcer(): PlanAvailabilityAnnouncer {
  const logger = createLogger('availability-test');
  const mining = new MiningService(
    harness.database,
    new LiveTicks(harness.bus, () => harness.clock.now),
    () => harness.clock.now,
  );
  return new PlanAvailabilityAnnouncer(mining, new Outbox(harness.database, { bus: harness.bus, logger }), logger);
}

async function announced(planId: string): Promise<PlanAvailabilityV1[]> {
  const rows = await queryRows<{ payload: PlanAvailabilityV1 }>(
    harness.database.orm,
    sql`select payload from outbox where subject = 'mining.plan.availability' and payload->>'planId' = ${planId}
        order by payload->>'asOf'`,
  );
  return rows.map((row) => row.payload);
}

describe('plan availability for funds (mining.plan.availability)', () => {
  it('announces every plan at start, then only the plans whose sold-out state changed', async () => {
    const watcher = announcer();
    const first = await watcher.announceChanges();
    expect(first).toEqual(expect.arrayContaining(['btc-1', 'btc-6', 'eth-1', 'usdt-3', 'bnb-4']));
    expect(first).toHaveLength(24);
    expect(await watcher.announceChanges()).toEqual([]);

    // 2,000 TH/s left for BTC: tier 1 (2,000 TH/s) can still be sold, tiers 2 and 3 cannot.
    harness.clock.now += 60_000;
    await harness.ok(SET_CAPACITY, { coin: 'BTC', ths: 2_000 }, operator);
    expect((await watcher.announceChanges()).sort()).toEqual(['btc-2', 'btc-3', 'btc-5', 'btc-6']);
    expect((await announced('btc-2')).map((event) => event.soldOut)).toEqual([false, true]);

    // A purchase takes the rest: tier 1 sells out too.
    harness.clock.now += 60_000;
    await boughtContract(harness, { planId: 'btc-1' });
    expect((await watcher.announceChanges()).sort()).toEqual(['btc-1', 'btc-4']);
    expect((await announced('btc-1')).at(-1)).toMatchObject({ planId: 'btc-1', soldOut: true });

    harness.clock.now += 60_000;
    await harness.ok(SET_CAPACITY, { coin: 'BTC', ths: 1_000_000 }, operator);
    expect((await watcher.announceChanges()).sort()).toEqual(['btc-1', 'btc-2', 'btc-3', 'btc-4', 'btc-5', 'btc-6']);
    expect((await announced('btc-1')).map((event) => event.soldOut)).toEqual([false, true, false]);
  });
});
