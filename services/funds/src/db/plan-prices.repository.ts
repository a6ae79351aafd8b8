import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { planPrices } from './schema';

export type PlanPriceRow = typeof planPrices.$inferSelect;

export async function findPlanPrice(db: Executor, planId: string): Promise<PlanPriceRow | undefined> {
  const [row] = await db.select().from(planPrices).where(eq(planPrices.planId, planId));
  return row;
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
