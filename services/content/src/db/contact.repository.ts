import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { containsAny } from './paging';
import { contactMessages, contactReplies } from './schema';

export type ContactMessageRow = typeof contactMessages.$inferSelect;
export type ContactReplyRow = typeof contactReplies.$inferSelect;
export type NewContactMessage = Omit<typeof contactMessages.$inferInsert, 'id' | 'status' | 'receivedAt'>;

export async function insertContactMessage(tx: Executor, message: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await tx.insert(contactMessages).values(message).returning();
  return row;
}

export async function findContactMessage(
  db: Executor,
  id: string,
  lock = false,
): Promise<ContactMessageRow | undefined> {
  const query = db.select().from(contactMessages).where(eq(contactMessages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function pageContactMessages(
  db: Executor,
  filter: { offset: number; limit: number; search?: string; status?: 'NEW' | 'HANDLED' },
): Promise<{ items: ContactMessageRow[]; total: number }> {
  const where = and(
    containsAny(filter.search, [
      contactMessages.name,
      contactMessages.email,
      contactMessages.phone,
      contactMessages.subject,
    ]),
    filter.status ? eq(contactMessages.status, filter.status) : undefined,
  );
  const items = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.receivedAt), desc(contactMessages.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(where);
  return { items, total };
}

/** Moves a NEW message to HANDLED; false when it was not NEW (the row is locked by the caller). */
export async function markHandled(tx: Executor, id: string, adminId: string): Promise<ContactMessageRow | undefined> {
  const [row] = await tx
    .update(contactMessages)
    .set({ status: 'HANDLED', handledAt: sql`clock_timestamp()`, handledBy: adminId })
    .where(and(eq(contactMessages.id, id), eq(contactMessages.status, 'NEW')))
    .returning();
  return row;
}

export async function insertContactReply(
  tx: Executor,
  reply: { messageId: string; adminId: string; body: string },
): Promise<ContactReplyRow> {
  const [row] = await tx.insert(contactReplies).values(reply).returning();
  return row;
}

/** The replies of many messages in one query, oldest first. */
export function repliesOf(db: Executor, messageIds: string[]): Promise<ContactReplyRow[]> {
  if (messageIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(contactReplies)
    .where(inArray(contactReplies.messageId, messageIds))
    .orderBy(asc(contactReplies.sentAt), asc(contactReplies.id));
}
