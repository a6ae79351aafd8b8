import { desc, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { containsAny } from './paging';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferSelect;

export async function appendAudit(db: Executor, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function pageAudit(
  db: Executor,
  offset: number,
  limit: number,
  search?: string,
): Promise<{ items: AuditRow[]; total: number }> {
  const where = containsAny(search, [auditLog.operation, auditLog.targetType, auditLog.targetId, auditLog.adminId]);
  const items = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { items, total };
}
