import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { emailChanges } from './schema';

export type EmailChangeRow = typeof emailChanges.$inferSelect;

export async function insertEmailChange(
  db: Executor,
  userId: string,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(emailChanges).values({ userId, tokenHash, expiresAt });
}

export async function lockEmailChange(db: Executor, tokenHash: string): Promise<EmailChangeRow | undefined> {
  const [row] = await db.select().from(emailChanges).where(eq(emailChanges.tokenHash, tokenHash)).for('update');
  return row;
}

export async function closeEmailChanges(db: Executor, userId: string): Promise<void> {
  await db
    .update(emailChanges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(emailChanges.userId, userId), isNull(emailChanges.usedAt)));
}
