import { desc, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { auditLog, outgoingMail } from './schema';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditEntry = typeof auditLog.$inferInsert;
export type MailRowPage = { items: (typeof outgoingMail.$inferSelect)[]; total: number };

export async function appendAudit(db: Executor, entry: NewAuditEntry): Promise<void> {
  await db.insert(auditLog).values(entry);
}

export async function pageAudit(
  db: Executor,
  offset: number,
  limit: number,
  search?: string,
): Promise<{ items: AuditRow[]; total: number }> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = pattern
    ? or(ilike(auditLog.operation, pattern), ilike(auditLog.adminEmail, pattern), ilike(auditLog.targetId, pattern))
    : undefined;
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

export async function pageMailbox(db: Executor, offset: number, limit: number, search?: string): Promise<MailRowPage> {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = pattern ? or(ilike(outgoingMail.recipient, pattern), ilike(outgoingMail.subject, pattern)) : undefined;
  const items = await db
    .select()
    .from(outgoingMail)
    .where(where)
    .orderBy(desc(outgoingMail.createdAt))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(outgoingMail)
    .where(where);
  return { items, total };
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (character) => `\\${character}`);
}
