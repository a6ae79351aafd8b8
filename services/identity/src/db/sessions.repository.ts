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

/**
 * Replaces the presented secret with a new one and keeps the presented one's hash and the time, so
 * a refresh that raced this one can be told apart from a replay (migration 0015). Only a live session
 * whose current secret is still the presented one is rotated, so two refreshes can never both rotate:
 * false means that was not so.
 */
export async function rotateSessionSecret(
  db: Executor,
  id: string,
  rotation: { presentedHash: string; secretHash: string; expiresAt: Date; rotatedAt: Date },
): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({
      secretHash: rotation.secretHash,
      previousSecretHash: rotation.presentedHash,
      rotatedAt: rotation.rotatedAt,
      expiresAt: rotation.expiresAt,
      refreshedAt: sql`now()`,
    })
    .where(and(eq(sessions.id, id), eq(sessions.secretHash, rotation.presentedHash), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: Executor, id: string, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)));
}
