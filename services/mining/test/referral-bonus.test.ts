import { randomUUID } from 'node:crypto';
import { newEvent, queryRows } from '@mc/platform';
import { waitFor } from '@mc/platform/testing';
import { sql } from 'drizzle-orm';
import { addDays } from '../src/contracts/contract-rules';
import { utcDay } from '../src/parameters/simulated-hashprice';
import { grantReferralBonus } from '../src/referrals/referral-bonus';
import { REFERRERS_CONSUMER } from '../src/referrals/referrers.consumer';
import { applyDeposit, boughtContract, miningDeposit } from './contract-factory';
import { admin, customer, startMiningHarness, type MiningHarness } from './mining-harness';

/** The referral bonus: 10 % of a referred customer's purchase as a bonus contract, once, for purchases only. */
let harness: MiningHarness;

beforeAll(async () => {
  harness = await startMiningHarness();
});
afterAll(() => harness.stop());

async function register(userId: string, referrerId: string | null): Promise<void> {
  const event = newEvent('identity.user.registered', {
    userId,
    referrerId,
    registeredAt: new Date(harness.clock.now).toISOString(),
  });
  await harness.bus.publish(event);
  await waitFor(
    async () =>
      (
        await queryRows(
          harness.database.orm,
          sql`select 1 from processed_events where consumer = ${REFERRERS_CONSUMER} and event_id = ${event.eventId}`,
        )
      ).length === 1,
    10_000,
    'the registration applied',
  );
}

type BonusRow = {
  id: string;
  user_id: string;
  plan_id: string;
  hashrate_mhs: string;
  term_days: number;
  starts_on: string;
  status: string;
  source: string;
};

function bonusesFor(purchaseId: string): Promise<BonusRow[]> {
  return queryRows<BonusRow>(
    harness.database.orm,
    sql`select id, user_id, plan_id, hashrate_mhs::text, term_days, starts_on::text, status, source from contracts
        where bonus_for_contract_id = ${purchaseId}`,
  );
}

const BONUSES = `query ($reps: [_Any!]!) { _entities(representations: $reps) { ... on Referral { id bonuses {
  purchasedHashrateThs contract { id coin source hashrateThs status startsOn userId } } } } }`;

describe('the referral bonus', () => {
  it('gives the referrer 10 % of a purchase as a bonus contract of the same plan and term, once', async () => {
    const referrer = randomUUID();
    const buyer = randomUUID();
    await register(buyer, referrer);
    const deposit = miningDeposit(harness, { userId: buyer });
    const purchase = (await applyDeposit(harness, deposit))!;
    // The same deposit again, and the grant asked twice at once: still one bonus.
    await applyDeposit(harness, deposit);
    await Promise.all(
      [1, 2].map(() =>
        harness.database.orm.transaction((tx) => grantReferralBonus(tx, purchase, new Date(harness.clock.now))),
      ),
    );
    const bonuses = await bonusesFor(purchase.id);
    expect(bonuses).toEqual([
      {
        id: expect.any(String),
        user_id: referrer,
        plan_id: 'btc-1',
        hashrate_mhs: '200000000', // 10 % of 2,000 TH/s
        term_days: 365,
        starts_on: purchase.startsOn,
        status: 'MINING',
        source: 'REFERRAL_BONUS',
      },
    ]);
    // The referrer sees it on the referral; nobody else does; a guest must sign in.
    const seen = await harness.ok(
      BONUSES,
      { reps: [{ __typename: 'Referral', id: buyer }] },
      { kind: 'user', userId: referrer },
    );
    expect(seen._entities[0].bonuses).toEqual([
      {
        purchasedHashrateThs: '2000',
        contract: {
          id: bonuses[0].id,
          coin: 'BTC',
          source: 'REFERRAL_BONUS',
          hashrateThs: '200',
          status: 'MINING',
          startsOn: purchase.startsOn,
          userId: referrer,
        },
      },
    ]);
    const other = await harness.ok(BONUSES, { reps: [{ __typename: 'Referral', id: buyer }] }, customer());
    expect(other._entities[0].bonuses).toEqual([]);
    expect(
      (await harness.ok(BONUSES, { reps: [{ __typename: 'Referral', id: buyer }] }, admin()))._entities[0].bonuses,
    ).toHaveLength(1);
    expect(await harness.refused(BONUSES, { reps: [{ __typename: 'Referral', id: buyer }] }, { kind: 'guest' })).toBe(
      'SIGN_IN_REQUIRED',
    );
  });

  it('gives nothing without a referrer, for a bonus contract, or for a purchase the capacity refused', async () => {
    const alone = await boughtContract(harness);
    expect(await bonusesFor(alone.id)).toEqual([]);
    const referrer = randomUUID();
    const buyer = randomUUID();
    await register(buyer, referrer);
    const purchase = await boughtContract(harness, { userId: buyer });
    const [bonus] = await bonusesFor(purchase.id);
    expect(bonus).toBeDefined();
    // A bonus contract never earns a bonus of its own, even if its owner was referred.
    await register(referrer, randomUUID());
    expect(
      await queryRows(harness.database.orm, sql`select 1 from contracts where bonus_for_contract_id = ${bonus.id}`),
    ).toEqual([]);
    // A payment past capacity buys no contract, so no bonus.
    await harness.database.orm.execute(
      sql`insert into capacity_history (coin, capacity_ths, valid_from, set_by, reason) values ('ETH', 0, ${new Date(harness.clock.now - 1000)}, 'system', 'test: sold out')`,
    );
    const refused = await boughtContract(harness, { userId: buyer, planId: 'eth-1' });
    expect(refused.status).toBe('TERMINATED');
    expect(await bonusesFor(refused.id)).toEqual([]);
  });

  it('credits purchases already running when the referrer becomes known later, from tomorrow', async () => {
    const buyer = randomUUID();
    const referrer = randomUUID();
    const purchase = await boughtContract(harness, { userId: buyer, planId: 'usdt-1' });
    harness.clock.now += 3 * 86_400_000; // the purchase has been mining for days
    await register(buyer, referrer);
    const [bonus] = await bonusesFor(purchase.id);
    expect(bonus).toMatchObject({
      user_id: referrer,
      starts_on: addDays(utcDay(harness.clock.now), 1),
      status: 'MINING',
    });
    // Registered again (a redelivered or re-announced event): nothing more.
    await register(buyer, referrer);
    expect(await bonusesFor(purchase.id)).toHaveLength(1);
  });
});
