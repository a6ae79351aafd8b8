import { and, asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { coins, plans, type Coin, type PlanVariant } from './schema';

export type PlanRow = typeof plans.$inferSelect;

/** Plans in coin order (BTC, ETH, USDT, BNB), then standard before Pro, then tier. */
export function listPlans(db: Executor, filter: { coin?: Coin; variant?: PlanVariant } = {}): Promise<PlanRow[]> {
  return db
    .select(getTableColumns(plans))
    .from(plans)
    .innerJoin(coins, eq(coins.code, plans.coin))
    .where(
      and(
        filter.coin ? eq(plans.coin, filter.coin) : undefined,
        filter.variant ? eq(plans.variant, filter.variant) : undefined,
      ),
    )
    .orderBy(asc(coins.position), asc(sql`${plans.variant} = 'PRO'`), asc(plans.tier));
}

export async function findPlan(db: Executor, id: string): Promise<PlanRow | undefined> {
  const [row] = await db.select().from(plans).where(eq(plans.id, id));
  return row;
}
