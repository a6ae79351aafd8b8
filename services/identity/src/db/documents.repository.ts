import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { identityDocuments } from './schema';

export type DocumentRow = typeof identityDocuments.$inferSelect;

export async function insertDocument(
  db: Executor,
  document: typeof identityDocuments.$inferInsert,
): Promise<DocumentRow> {
  const [row] = await db.insert(identityDocuments).values(document).returning();
  return row;
}

/** The newest upload of a side. */
export async function latestDocument(
  db: Executor,
  userId: string,
  side: 'front' | 'back',
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .select()
    .from(identityDocuments)
    .where(and(eq(identityDocuments.userId, userId), eq(identityDocuments.side, side)))
    .orderBy(desc(identityDocuments.uploadedAt))
    .limit(1);
  return row;
}
