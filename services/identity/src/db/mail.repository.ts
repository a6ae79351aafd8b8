import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { outgoingMail } from './schema';

export type MailRow = typeof outgoingMail.$inferSelect;
export type NewMail = typeof outgoingMail.$inferInsert;

export async function insertMail(db: Executor, mail: NewMail): Promise<MailRow> {
  const [row] = await db.insert(outgoingMail).values(mail).returning();
  return row;
}

/** Claims undelivered mail for one delivery pass; other replicas skip the claimed rows. */
export function claimUndeliveredMail(
  db: Executor,
  limit: number,
): Promise<{ id: string; recipient: string; subject: string; body_text: string }[]> {
  return queryRows(
    db,
    sql`select id, recipient, subject, body_text from outgoing_mail
    where delivered_at is null and delivery_attempts < 10 order by created_at limit ${limit} for update skip locked`,
  );
}

export async function markMailDelivered(db: Executor, id: string): Promise<void> {
  await db
    .update(outgoingMail)
    .set({ deliveredAt: sql`now()`, deliveryAttempts: sql`${outgoingMail.deliveryAttempts} + 1` })
    .where(eq(outgoingMail.id, id));
}

export async function markMailFailed(db: Executor, id: string, error: string): Promise<void> {
  await db
    .update(outgoingMail)
    .set({ lastError: error, deliveryAttempts: sql`${outgoingMail.deliveryAttempts} + 1` })
    .where(eq(outgoingMail.id, id));
}

export function latestMailTo(db: Executor, recipient: string): Promise<MailRow[]> {
  return db
    .select()
    .from(outgoingMail)
    .where(eq(outgoingMail.recipient, recipient))
    .orderBy(sql`${outgoingMail.createdAt} desc`)
    .limit(10);
}
