import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { messages } from './schema';

export type MessageRow = typeof messages.$inferSelect;

export async function insertMessage(db: Executor, message: typeof messages.$inferInsert): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(message).returning();
  return row;
}

export function openMessagesOf(db: Executor, userId: string): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.dismissedAt)))
    .orderBy(desc(messages.createdAt))
    .limit(100);
}

/** True when a message of this customer was open and is now dismissed. */
export async function dismissMessage(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(messages)
    .set({ dismissedAt: sql`now()` })
    .where(and(eq(messages.id, id), eq(messages.userId, userId), isNull(messages.dismissedAt)))
    .returning({ id: messages.id });
  return rows.length > 0;
}

/** The newest message the customer has not dismissed: the legacy user's `message` and `message_type`. */
export async function latestOpenMessageOf(db: Executor, userId: string): Promise<MessageRow | undefined> {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.userId, userId), isNull(messages.dismissedAt)))
    .orderBy(desc(messages.createdAt))
    .limit(1);
  return row;
}

/** Dismisses every open message of the customer; how many there were. */
export async function dismissOpenMessagesOf(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .update(messages)
    .set({ dismissedAt: sql`now()` })
    .where(and(eq(messages.userId, userId), isNull(messages.dismissedAt)))
    .returning({ id: messages.id });
  return rows.length;
}
