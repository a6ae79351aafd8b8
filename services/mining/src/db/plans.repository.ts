import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { coins, plans, type Coin } from './schema';

export type PlanRow = typeof plans.$inferSelect;

/** Plans of one coin or of all, in coin order (BTC, ETH, USDT, BNB) then tier. */
export function listPlans(db: Executor, coin?: Coin): Promise<PlanRow[]> {
  return db
    .select(getTableColumns(plans))
    .from(plans)
    .innerJoin(coins, eq(coins.code, plans.coin))
    .where(coin ? eq(plans.coin, coin) : undefined)
    .orderBy(asc(coins.position), asc(plans.tier));
}

export async function findPlan(db: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}
