import { desc } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { auditLog } from './schema';

export type AuditRow = typeof auditLog.$inferSelect;

export async function appendAudit(db: Executor, entry: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export function latestAudit(db: Executor, limit: number): Promise<AuditRow[]> {
  return db.select().from(auditLog).orderBy(desc(auditLog.at), desc(auditLog.id)).limit(limit);
}
