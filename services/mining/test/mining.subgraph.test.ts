import { sql } from 'drizzle-orm';
import { createLogger, Outbox, queryRows, serviceMigrations } from '@mc/platform';
import { startSubgraphHarness, type SubgraphHarness } from '@mc/platform/testing';
import { MINING_MIGRATIONS_DIR, startMiningService } from '../src';
import { listPlans } from '../src/db/plans.repository';
import { announcePlanPrices, planPricedEvent } from '../src/plans/plan-prices';

let harness: SubgraphHarness;

beforeAll(async () => {
  harness = await startSubgraphHarness('mining', serviceMigrations(MINING_MIGRATIONS_DIR), startMiningService);
});
afterAll(() => harness.stop());

const PLAN_FIELDS =
  'id coin tier termMonths termLabel priceUsd hashrateThs estimatedProfitPercent estimatedDailyPayout asset { code }';
type PlanView = { id: string; coin: string; tier: number; priceUsd: number; estimatedDailyPayout: string };

describe('mining subgraph', () => {
  it('lists the twelve plans by coin (BTC, ETH, USDT, BNB) then tier', async () => {
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
      estimatedProfitPercent: 45,
      estimatedDailyPayout: '0.000001',
      asset: { code: 'BTC' },
    });
  });

  it('serves the specification tiers and daily payout examples', async () => {
    const { data } = await harness.query<{ plans: PlanView[] }>(`{ plans { ${PLAN_FIELDS} } }`);
    const payouts = Object.fromEntries((data?.plans ?? []).map((plan) => [plan.id, plan.estimatedDailyPayout]));
    expect(payouts).toEqual({
      'btc-1': '0.000001',
      'btc-2': '0.00001',
      'btc-3': '0.00003',
      'eth-1': '0.001',
      'eth-2': '0.005',
      'eth-3': '0.01',
      'usdt-1': '2',
      'usdt-2': '6',
      'usdt-3': '10',
      'bnb-1': '0.01',
      'bnb-2': '0.05',
      'bnb-3': '0.1',
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
      estimatedProfitPercent: 115,
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
      { id: 'bnb-3', coin: 'BNB', estimatedDailyPayout: '0.1', asset: { code: 'BNB' } },
      null,
    ]);
  });

  it('publishes the Asset stub as a non-resolvable reference', async () => {
    const { data } = await harness.query('{ _service { sdl } }');
    expect(data?._service.sdl).toMatch(/type Asset\s+@key\(fields: "code", resolvable: false\)/);
  });

  // Runs last: it empties one coin's plans in this file's own database.
  it('reports a coin without plans as an unseeded catalogue, not as an empty list', async () => {
    await harness.database.script((execute) => execute("delete from plans where coin = 'BNB'"));
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
    expect(first.map((row) => row.payload.planId).sort()).toEqual([
      'bnb-1',
      'bnb-2',
      'bnb-3',
      'btc-1',
      'btc-2',
      'btc-3',
      'eth-1',
      'eth-2',
      'eth-3',
      'usdt-1',
      'usdt-2',
      'usdt-3',
    ]);
    expect(first.find((row) => row.payload.planId === 'eth-2')?.payload.priceUsd).toBe(24_500);
    await announcePlanPrices(new Outbox(harness.database, { bus: harness.bus, logger: createLogger('mining-test') }));
    expect(await announced()).toHaveLength(12);
  });

  it('announces a changed price as a new event', async () => {
    const [plan] = await listPlans(harness.database.orm);
    const changed = planPricedEvent({ ...plan, priceUsd: plan.priceUsd + 1 }, new Date().toISOString());
    expect(changed.eventId).not.toBe(planPricedEvent(plan, new Date().toISOString()).eventId);
    expect(changed.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
