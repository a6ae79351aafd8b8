import { desc, eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferSelect;

export async function appendAudit(db: Executor, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The entries about one target, newest first. */
export function auditOf(db: Executor, targetId: string): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));
}
