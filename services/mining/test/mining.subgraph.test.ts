import { sql } from 'drizzle-orm';
import { createLogger, Outbox, queryRows } from '@mc/platform';
import { listPlans } from '../src/db/plans.repository';
import { announcePlanPrices, planPricedEvent } from '../src/plans/plan-prices';
import { startMiningHarness, type MiningHarness } from './mining-harness';

let harness: MiningHarness;

// BTC at 100,000 USD, ETH 4,000, BNB 500; the simulator's first hashprice is 50,000 msat/TH/day.
beforeAll(async () => {
  harness = await startMiningHarness();
  await harness.closeCandles({ BTCUSDT: 100_000, ETHUSDT: 4_000, BNBUSDT: 500 });
});
afterAll(() => harness.stop());

const PLAN_FIELDS =
  'id coin tier termMonths termLabel priceUsd hashrateThs estimatedProfitPercent estimatedDailyPayout asset { code }';
type PlanView = { id: string; coin: string; tier: number; priceUsd: number; estimatedDailyPayout: string };

describe('mining subgraph', () => {
  it('lists the twelve standard plans by coin (BTC, ETH, USDT, BNB) then tier', async () => {
    const { data, errors } = await harness.query<{ plans: PlanView[] }>(`{ plans { ${PLAN_FIELDS} } }`);
    expect(errors).toBeUndefined();
    expect(data?.plans.map((plan) => plan.id)).toEqual([
      'btc-1',
      'btc-2',
      'btc-3',
      'eth-1',
      'eth-2',
      'eth-3',
      'usdt-1',
      'usdt-2',
      'usdt-3',
      'bnb-1',
      'bnb-2',
      'bnb-3',
    ]);
    expect(data?.plans[0]).toEqual({
      id: 'btc-1',
      coin: 'BTC',
      tier: 1,
      termMonths: 12,
      termLabel: 'MONTHS',
      priceUsd: 10_000,
      hashrateThs: 2_000,
      // 2,000 TH/s × 0.0000005 BTC = 0.001 BTC (100 USD) − 2,000 × 0.036 USD fee = 28 USD = 0.00028 BTC;
      // over 365 days 10,220 USD for 10,000: +2.2 %, rounded 2.
      estimatedProfitPercent: 2,
      estimatedDailyPayout: '0.00028',
      asset: { code: 'BTC' },
    });
  });

  it('serves the specification tiers with payouts computed from the parameters', async () => {
    const { data } = await harness.query<{ plans: PlanView[] }>(`{ plans { ${PLAN_FIELDS} } }`);
    const payouts = Object.fromEntries((data?.plans ?? []).map((plan) => [plan.id, plan.estimatedDailyPayout]));
    // Net 0.014 USD per TH/s per day: 28, 63 and 161 USD for 2,000, 4,500 and 11,500 TH/s.
    expect(payouts).toEqual({
      'btc-1': '0.00028',
      'btc-2': '0.00063',
      'btc-3': '0.00161',
      'eth-1': '0.007',
      'eth-2': '0.01575',
      'eth-3': '0.04025',
      'usdt-1': '28',
      'usdt-2': '63',
      'usdt-3': '161',
      'bnb-1': '0.056',
      'bnb-2': '0.126',
      'bnb-3': '0.322',
    });
    const middle = (data?.plans ?? []).filter((plan) => plan.tier === 2).map((plan) => [plan.coin, plan.priceUsd]);
    expect(middle).toEqual([
      ['BTC', 25_000],
      ['ETH', 24_500],
      ['USDT', 25_000],
      ['BNB', 23_500],
    ]);
    expect(data?.plans.find((plan) => plan.id === 'usdt-3')).toMatchObject({
      termMonths: 24,
      hashrateThs: 11_500,
      // 161 × 730 = 117,530 USD for 100,000: +17.53 %.
      estimatedProfitPercent: 18,
      priceUsd: 100_000,
    });
  });

  it('filters by coin', async () => {
    const { data } = await harness.query<{ plans: PlanView[] }>(
      'query ($coin: Coin) { plans(coin: $coin) { id coin asset { code } } }',
      { coin: 'ETH' },
    );
    expect(data?.plans).toEqual([
      { id: 'eth-1', coin: 'ETH', asset: { code: 'ETH' } },
      { id: 'eth-2', coin: 'ETH', asset: { code: 'ETH' } },
      { id: 'eth-3', coin: 'ETH', asset: { code: 'ETH' } },
    ]);
  });

  it('refuses a coin outside the enum', async () => {
    const { errors } = await harness.query('{ plans(coin: DOGE) { id } }');
    expect(errors?.[0].extensions?.code).toBe('GRAPHQL_VALIDATION_FAILED');
  });

  it('resolves Plan references by id, null for an unknown one', async () => {
    const query =
      'query ($representations: [_Any!]!) { _entities(representations: $representations) { ... on Plan { id coin estimatedDailyPayout asset { code } } } }';
    const representations = [
      { __typename: 'Plan', id: 'bnb-3' },
      { __typename: 'Plan', id: 'doge-1' },
    ];
    const { data, errors } = await harness.query(query, { representations });
    expect(errors).toBeUndefined();
    expect(data?._entities).toEqual([
      { id: 'bnb-3', coin: 'BNB', estimatedDailyPayout: '0.322', asset: { code: 'BNB' } },
      null,
    ]);
  });

  it('publishes the Asset stub as a non-resolvable reference', async () => {
    const { data } = await harness.query('{ _service { sdl } }');
    expect(data?._service.sdl).toMatch(/type Asset\s+@key\(fields: "code", resolvable: false\)/);
  });

  // Runs last: it empties one coin's plans in this file's own database.
  it('reports a coin without plans as an unseeded catalogue, not as an empty list', async () => {
    // Fee history rows reference the plans and are append-only: replica mode skips both for the set-up.
    await harness.database.script(async (execute) => {
      await execute("set local session_replication_role = 'replica'");
      await execute("delete from plans where coin = 'BNB'");
    });
    const { data, errors } = await harness.query('{ plans(coin: BNB) { id } }');
    expect(data).toBeNull();
    expect(errors?.[0].extensions).toEqual({ code: 'UNAVAILABLE', reason: 'PLANS_MISSING', details: { coin: 'BNB' } });
  });
});

describe('plan prices for funds', () => {
  it('announces every plan price once through the outbox, and nothing new on a restart', async () => {
    const announced = () =>
      queryRows<{ payload: { planId: string; priceUsd: number } }>(
        harness.database.orm,
        sql`select payload from outbox where subject = 'mining.plan.priced'`,
      );
    const first = await announced();
    const ids = ['btc', 'eth', 'usdt', 'bnb'].flatMap((coin) => [1, 2, 3, 4, 5, 6].map((n) => `${coin}-${n}`));
    expect(first.map((row) => row.payload.planId).sort()).toEqual(ids.sort());
    expect(first.find((row) => row.payload.planId === 'eth-2')?.payload.priceUsd).toBe(24_500);
    // The Pro variant of eth-2 costs 20 % more.
    expect(first.find((row) => row.payload.planId === 'eth-5')?.payload.priceUsd).toBe(29_400);
    await announcePlanPrices(new Outbox(harness.database, { bus: harness.bus, logger: createLogger('mining-test') }));
    expect(await announced()).toHaveLength(24);
  });

  it('announces a changed price as a new event', async () => {
    const [plan] = await listPlans(harness.database.orm);
    const changed = planPricedEvent({ ...plan, priceUsd: plan.priceUsd + 1 }, new Date().toISOString());
    expect(changed.eventId).not.toBe(planPricedEvent(plan, new Date().toISOString()).eventId);
    expect(changed.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
