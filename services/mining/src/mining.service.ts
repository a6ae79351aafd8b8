import { REFERENCE_DATA_TTL_MS, TtlCache, type Database } from '@mc/platform';
import { soldHashrateMhs } from './db/contracts.repository';
import { currentCapacities, currentHashprice, currentPlanFees } from './db/parameters.repository';
import { findPlan, listPlans, type PlanRow } from './db/plans.repository';
import { newestCloses } from './db/rates.repository';
import type { Coin, PlanVariant } from './db/schema';
import { miningError } from './errors';
import { utcDay } from './parameters/simulated-hashprice';
import type { MarketSnapshot } from './plans/plan-estimates';
import { SYMBOL_OF_COIN, TETHER_MICRO_USD, type CoinRate, type FeedCoin, type LiveTicks } from './rates/coin-rates';

/** Owns the plan catalogue behind the contract cards and the market snapshot estimates use. */
export class MiningService {
  // Plans are read on every pricing page and change only with a migration.
  private readonly planLists = new TtlCache<PlanRow[]>(REFERENCE_DATA_TTL_MS);

  constructor(
    private readonly database: Database,
    private readonly liveTicks: LiveTicks,
    readonly now: () => number,
  ) {}

  /** Every coin the schema offers must have cards: an empty list means an unseeded catalogue. */
  async plans(coin?: Coin, variant?: PlanVariant): Promise<PlanRow[]> {
    const rows = await this.planLists.get(`${coin ?? 'ALL'}:${variant ?? 'ALL'}`, () =>
      listPlans(this.database.orm, { coin, variant }),
    );
    if (rows.length === 0)
      throw miningError('PLANS_MISSING', `No mining plans are configured${coin ? ` for ${coin}` : ''}`, { coin });
    return rows;
  }

  async plan(id: string): Promise<PlanRow | null> {
    const all = await this.planLists.get('ALL:ALL', () => listPlans(this.database.orm));
    return all.find((plan) => plan.id === id) ?? (await findPlan(this.database.orm, id)) ?? null;
  }

  /** The calculator's plan: by id, or by coin, tier and variant (standard by default); the BTC entry plan when none is named. */
  async calculatorPlan(input: {
    planId?: string | null;
    coin?: Coin | null;
    tier?: number | null;
    variant?: PlanVariant | null;
  }): Promise<PlanRow> {
    if (input.planId != null) {
      const plan = await this.plan(input.planId);
      if (!plan) throw miningError('PLAN_NOT_FOUND', `No plan ${input.planId}`, { planId: input.planId });
      return plan;
    }
    const coin = input.coin ?? 'BTC';
    const tier = input.tier ?? 1;
    const variant = input.variant ?? 'STANDARD';
    const plan = (await this.plans(coin, variant)).find((candidate) => candidate.tier === tier);
    if (!plan) throw miningError('PLAN_NOT_FOUND', `No ${variant} ${coin} plan of tier ${tier}`, { coin, tier });
    return plan;
  }

  /** The parameters in force now and the newest rates: what every estimate of one request uses. */
  async market(): Promise<MarketSnapshot> {
    const at = new Date(this.now());
    const db = this.database.orm;
    const [hashprice, fees, capacities, sold, closes] = await Promise.all([
      currentHashprice(db, at),
      currentPlanFees(db, at),
      currentCapacities(db, at),
      soldHashrateMhs(db, utcDay(at.getTime())),
      newestCloses(db),
    ]);
    const rateByCoin = new Map<Coin, CoinRate>([
      ['USDT', { coin: 'USDT', microUsd: TETHER_MICRO_USD, at: null, source: 'PAR' }],
    ]);
    for (const coin of Object.keys(SYMBOL_OF_COIN) as FeedCoin[]) {
      const close = closes.find((row) => row.coin === coin);
      const rate: CoinRate | undefined = close
        ? { coin, microUsd: close.closeMicroUsd, at: close.candleStartedAt, source: 'CANDLE_CLOSE' }
        : this.liveTicks.rate(coin);
      if (rate) rateByCoin.set(coin, rate);
    }
    return {
      atMs: at.getTime(),
      hashprice,
      feeByPlan: new Map(fees.map((row) => [row.planId, row])),
      capacityByCoin: new Map(capacities.map((row) => [row.coin, row])),
      soldMhsByCoin: sold,
      rateByCoin,
    };
  }
}
