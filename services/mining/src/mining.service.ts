import { REFERENCE_DATA_TTL_MS, TtlCache, type Database } from '@mc/platform';
import { findPlan, listPlans, type PlanRow } from './db/plans.repository';
import type { Coin } from './db/schema';
import { miningError } from './errors';

/** Owns the mining rules served so far: the plan catalogue behind the contract cards. */
export class MiningService {
  // Plans are read on every pricing page and change only with a migration (admin edits come later).
  private readonly planLists = new TtlCache<PlanRow[]>(REFERENCE_DATA_TTL_MS);

  constructor(private readonly database: Database) {}

  /** Every coin the schema offers must have cards: an empty list means an unseeded catalogue. */
  async plans(coin?: Coin): Promise<PlanRow[]> {
    const rows = await this.planLists.get(coin ?? 'ALL', () => listPlans(this.database.orm, coin));
    if (rows.length === 0)
      throw miningError('PLANS_MISSING', `No mining plans are configured${coin ? ` for ${coin}` : ''}`, { coin });
    return rows;
  }

  async plan(id: string): Promise<PlanRow | null> {
    const all = await this.planLists.get('ALL', () => listPlans(this.database.orm));
    return all.find((plan) => plan.id === id) ?? (await findPlan(this.database.orm, id)) ?? null;
  }
}
