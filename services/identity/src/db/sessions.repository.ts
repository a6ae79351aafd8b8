import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { sessions } from './schema';

export type SessionRow = typeof sessions.$inferSelect;

export type SessionSubject = { kind: 'user'; id: string } | { kind: 'admin'; id: string };

export async function insertSession(
  db: Executor,
  subject: SessionSubject,
  secretHash: string,
  expiresAt: Date,
): Promise<SessionRow> {
  const owner = subject.kind === 'user' ? { userId: subject.id } : { adminId: subject.id };
  const [row] = await db
    .insert(sessions)
    .values({ ...owner, secretHash, expiresAt })
    .returning();
  return row;
}

/** False once the session was revoked (or never existed); expiry is the refresh token's, not checked here. */
export async function isSessionActive(db: Executor, id: string): Promise<boolean> {
  const [row] = await db.select({ revokedAt: sessions.revokedAt }).from(sessions).where(eq(sessions.id, id));
  return row !== undefined && row.revokedAt === null;
}

/** Locks the session row: two refreshes with one token must not both succeed. */
export async function lockSession(db: Executor, id: string): Promise<SessionRow | undefined> {
  const [row] = await db.select().from(sessions).where(eq(sessions.id, id)).for('update');
  return row;
}

export async function rotateSessionSecret(
  db: Executor,
  id: string,
  secretHash: string,
  expiresAt: Date,
): Promise<void> {
  await db
    .update(sessions)
    .set({ secretHash, expiresAt, refreshedAt: sql`now()` })
    .where(eq(sessions.id, id));
}

export async function revokeSession(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
