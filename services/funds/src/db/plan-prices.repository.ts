import { eq, lt, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { planAvailability, planPrices } from './schema';

export type PlanPriceRow = typeof planPrices.$inferSelect;

/** The plan's price and whether it is sold out (not unless mining said so). */
export async function findPlanOffer(
  db: Executor,
  planId: string,
): Promise<(PlanPriceRow & { soldOut: boolean }) | undefined> {
  const [row] = await db
    .select({ price: planPrices, soldOut: planAvailability.soldOut })
    .from(planPrices)
    .leftJoin(planAvailability, eq(planAvailability.planId, planPrices.planId))
    .where(eq(planPrices.planId, planId));
  return row && { ...row.price, soldOut: row.soldOut ?? false };
}

export async function savePlanPrice(db: Executor, plan: Omit<PlanPriceRow, 'updatedAt'>): Promise<void> {
  await db
    .insert(planPrices)
    .values(plan)
    .onConflictDoUpdate({
      target: planPrices.planId,
      set: { coin: plan.coin, termMonths: plan.termMonths, priceUsdMinor: plan.priceUsdMinor, updatedAt: sql`now()` },
    });
}

/** Records an announcement of the plan being sold out or not, unless a newer one is recorded (replicas may race). */
export async function savePlanAvailability(db: Executor, planId: string, soldOut: boolean, asOf: Date): Promise<void> {
  await db
    .insert(planAvailability)
    .values({ planId, soldOut, asOf })
    .onConflictDoUpdate({
      target: planAvailability.planId,
      set: { soldOut, asOf },
      setWhere: lt(planAvailability.asOf, asOf),
    });
}
