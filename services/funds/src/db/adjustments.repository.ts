import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { type Executor, offsetOf, type Page, type PageRequest } from '@mc/platform';
import { adjustments } from './schema';

export type AdjustmentRow = typeof adjustments.$inferSelect;
export type AdjustmentStatus = AdjustmentRow['status'];

export async function findAdjustment(db: Executor, id: string): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(adjustments).where(eq(adjustments.id, id));
  return row;
}

export async function lockAdjustment(db: Executor, id: string): Promise<AdjustmentRow | undefined> {
  const [row] = await db.select().from(adjustments).where(eq(adjustments.id, id)).for('update');
  return row;
}

export async function insertAdjustment(
  db: Executor,
  adjustment: typeof adjustments.$inferInsert,
): Promise<AdjustmentRow | undefined> {
  const [row] = await db.insert(adjustments).values(adjustment).onConflictDoNothing().returning();
  return row;
}

export async function decideAdjustment(
  db: Executor,
  id: string,
  decision: { status: 'APPROVED' | 'REJECTED'; adminId: string; rejectionReason?: string },
): Promise<AdjustmentRow> {
  const [row] = await db
    .update(adjustments)
    .set({
      status: decision.status,
      decidedByAdminId: decision.adminId,
      decidedAt: sql`now()`,
      ...(decision.rejectionReason ? { rejectionReason: decision.rejectionReason } : {}),
    })
    .where(and(eq(adjustments.id, id), eq(adjustments.status, 'PENDING')))
    .returning();
  return row;
}

/** Pending first (oldest first, the queue), then decided ones newest first. */
export async function pageAdjustments(
  db: Executor,
  request: PageRequest,
  filter: { userId?: string; status?: AdjustmentStatus },
): Promise<Page<AdjustmentRow>> {
  const where = and(
    filter.userId ? eq(adjustments.userId, filter.userId) : undefined,
    filter.status ? eq(adjustments.status, filter.status) : undefined,
  );
  const pendingFirst = sql`case when ${adjustments.status} = 'PENDING' then 0 else 1 end`;
  const items = await db
    .select()
    .from(adjustments)
    .where(where)
    .orderBy(
      asc(pendingFirst),
      sql`case when ${adjustments.status} = 'PENDING' then ${adjustments.createdAt} end asc`,
      desc(adjustments.createdAt),
    )
    .limit(request.pageSize)
    .offset(offsetOf(request));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(adjustments)
    .where(where);
  return { items, total, ...request };
}
