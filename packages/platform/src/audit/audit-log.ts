import { bigserial, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { desc, eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { jsonSafe } from '../json-safe';
import { containsAny, offsetOf, type Page, type PageRequest } from '../paging';

/**
 * The admin audit log every domain keeps in its own database (DESIGN.md §2 rule 4): who, when, from
 * which IP, what, before and after. Each service's migration creates the table and the triggers that
 * make it append-only; the table's shape and its reading are the same everywhere, so they live here.
 */
export const auditLog = pgTable('audit_log', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  adminId: uuid('admin_id').notNull(),
  at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  ip: text('ip').notNull(),
  operation: text('operation').notNull(),
  targetType: text('target_type').notNull(),
  targetId: text('target_id').notNull(),
  before: jsonb('before'),
  after: jsonb('after'),
});

export type AuditRow = typeof auditLog.$inferSelect;
export type AuditEntryInput = typeof auditLog.$inferInsert;

/** One entry as the graph shows it: before and after as JSON text, the id as a string. */
export type AuditEntryView = Omit<AuditRow, 'id' | 'before' | 'after'> & {
  id: string;
  before: string | null;
  after: string | null;
};

export async function appendAudit(db: Executor, entry: AuditEntryInput): Promise<void> {
  await db.insert(auditLog).values(entry);
}

/** The entries about one target, newest first. */
export function auditOf(db: Executor, targetId: string): Promise<AuditRow[]> {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(desc(auditLog.id));
}

/**
 * One page of the log, newest first. The search (matched as a plain substring) looks at the operation,
 * the target id and the admin's id.
 */
export async function pageAuditLog(
  db: Executor,
  page: PageRequest,
  search?: string | null,
): Promise<Page<AuditEntryView>> {
  const where = containsAny(search, [auditLog.operation, auditLog.targetId, auditLog.adminId]);
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.pageSize)
    .offset(offsetOf(page));
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { items: rows.map(auditEntryView), total, ...page };
}

function auditEntryView(row: AuditRow): AuditEntryView {
  return {
    ...row,
    id: String(row.id),
    before: row.before === null ? null : JSON.stringify(row.before),
    after: row.after === null ? null : JSON.stringify(row.after),
  };
}

/** What an admin did: the action and its target, with the state before and after where there is one. */
export type AuditRecord = {
  operation: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
};

/** Written in the same transaction as the action, so no action happens without its entry. */
export async function recordAudit(
  tx: Executor,
  actor: { adminId: string; ip: string },
  record: AuditRecord,
): Promise<void> {
  await appendAudit(tx, {
    adminId: actor.adminId,
    ip: actor.ip,
    operation: record.operation,
    targetType: record.targetType,
    targetId: record.targetId,
    before: record.before === undefined ? null : jsonSafe(record.before),
    after: record.after === undefined ? null : jsonSafe(record.after),
  });
}

/** The log as admins read it, page by page (each domain's `<domain>AuditLog` query). */
export class AuditLogReader {
  constructor(private readonly database: Database) {}

  page(request: PageRequest, search?: string | null) {
    return pageAuditLog(this.database.orm, request, search);
  }
}

/** Each domain's audit entry names its admin by id; identity resolves the rest (`Admin @key`). */
export const auditEntryResolvers = {
  admin: (entry: { adminId: string }) => ({ id: entry.adminId }),
};
