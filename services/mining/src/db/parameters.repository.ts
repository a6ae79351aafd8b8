import { and, asc, desc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { capacityHistory, hashpriceHistory, planFeeHistory, type Coin } from './schema';

/** Market parameters: append-only histories; the current value is the newest row valid at `at`. */
export type HashpriceRow = typeof hashpriceHistory.$inferSelect;
export type PlanFeeRow = typeof planFeeHistory.$inferSelect;
export type CapacityRow = typeof capacityHistory.$inferSelect;

/** Serialises changes of one parameter (the audit's "before" must be the value really replaced). */
export async function lockParameter(db: Executor, key: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mining.parameter:${key}`}))`);
}

export async function currentHashprice(db: Executor, at: Date): Promise<HashpriceRow | undefined> {
  const [row] = await db
    .select()
    .from(hashpriceHistory)
    .where(lte(hashpriceHistory.validFrom, at))
    .orderBy(desc(hashpriceHistory.validFrom), desc(hashpriceHistory.id))
    .limit(1);
  return row;
}

export function hashpriceHistoryBetween(db: Executor, from: Date, to: Date, limit: number): Promise<HashpriceRow[]> {
  return db
    .select()
    .from(hashpriceHistory)
    .where(and(gte(hashpriceHistory.validFrom, from), lte(hashpriceHistory.validFrom, to)))
    .orderBy(asc(hashpriceHistory.validFrom), asc(hashpriceHistory.id))
    .limit(limit);
}

export async function findHashpriceByRequest(db: Executor, requestId: string): Promise<HashpriceRow | undefined> {
  const [row] = await db.select().from(hashpriceHistory).where(eq(hashpriceHistory.requestId, requestId));
  return row;
}

/** Inserts the row unless its request id (or, for the simulator, its day) is already recorded. */
export async function insertHashprice(
  db: Executor,
  row: typeof hashpriceHistory.$inferInsert,
): Promise<HashpriceRow | undefined> {
  const [inserted] = await db.insert(hashpriceHistory).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Each plan's current fee: the newest row per plan valid at `at`. */
export function currentPlanFees(db: Executor, at: Date): Promise<PlanFeeRow[]> {
  return db
    .selectDistinctOn([planFeeHistory.planId])
    .from(planFeeHistory)
    .where(lte(planFeeHistory.validFrom, at))
    .orderBy(asc(planFeeHistory.planId), desc(planFeeHistory.validFrom), desc(planFeeHistory.id));
}

export function planFeeHistoryOf(db: Executor, planId: string, limit: number): Promise<PlanFeeRow[]> {
  return db
    .select()
    .from(planFeeHistory)
    .where(eq(planFeeHistory.planId, planId))
    .orderBy(asc(planFeeHistory.validFrom), asc(planFeeHistory.id))
    .limit(limit);
}

export async function findPlanFeeByRequest(db: Executor, requestId: string): Promise<PlanFeeRow | undefined> {
  const [row] = await db.select().from(planFeeHistory).where(eq(planFeeHistory.requestId, requestId));
  return row;
}

export async function insertPlanFee(
  db: Executor,
  row: typeof planFeeHistory.$inferInsert,
): Promise<PlanFeeRow | undefined> {
  const [inserted] = await db.insert(planFeeHistory).values(row).onConflictDoNothing().returning();
  return inserted;
}

/** Each coin's current capacity: the newest row per coin valid at `at`. */
export function currentCapacities(db: Executor, at: Date): Promise<CapacityRow[]> {
  return db
    .selectDistinctOn([capacityHistory.coin])
    .from(capacityHistory)
    .where(lte(capacityHistory.validFrom, at))
    .orderBy(asc(capacityHistory.coin), desc(capacityHistory.validFrom), desc(capacityHistory.id));
}

export function capacityHistoryOf(db: Executor, coin: Coin, limit: number): Promise<CapacityRow[]> {
  return db
    .select()
    .from(capacityHistory)
    .where(eq(capacityHistory.coin, coin))
    .orderBy(asc(capacityHistory.validFrom), asc(capacityHistory.id))
    .limit(limit);
}

export async function findCapacityByRequest(db: Executor, requestId: string): Promise<CapacityRow | undefined> {
  const [row] = await db.select().from(capacityHistory).where(eq(capacityHistory.requestId, requestId));
  return row;
}

export async function insertCapacity(
  db: Executor,
  row: typeof capacityHistory.$inferInsert,
): Promise<CapacityRow | undefined> {
  const [inserted] = await db.insert(capacityHistory).values(row).onConflictDoNothing().returning();
  return inserted;
}
