import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { passwordResets, sessions } from './schema';
import type { SessionSubject } from './sessions.repository';

export type PasswordResetRow = typeof passwordResets.$inferSelect;

export async function insertPasswordReset(
  db: Executor,
  subject: SessionSubject,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  const owner = subject.kind === 'user' ? { userId: subject.id } : { adminId: subject.id };
  await db.insert(passwordResets).values({ ...owner, tokenHash, expiresAt });
}

export async function lockPasswordReset(db: Executor, tokenHash: string): Promise<PasswordResetRow | undefined> {
  const [row] = await db.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash)).for('update');
  return row;
}

/** Using one token retires every other open token of the same account. */
export async function markPasswordResetsUsed(db: Executor, subject: SessionSubject): Promise<void> {
  const owner =
    subject.kind === 'user' ? eq(passwordResets.userId, subject.id) : eq(passwordResets.adminId, subject.id);
  await db
    .update(passwordResets)
    .set({ usedAt: sql`now()` })
    .where(and(owner, isNull(passwordResets.usedAt)));
}

/** Ends every open session of an account, but the one given (the caller's own, after a change). */
export async function revokeSessionsOf(
  db: Executor,
  subject: SessionSubject,
  keepSessionId: string | undefined,
  reason: string,
): Promise<void> {
  const owner = subject.kind === 'user' ? eq(sessions.userId, subject.id) : eq(sessions.adminId, subject.id);
  const keep = keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined;
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()`, revokedReason: reason })
    .where(and(owner, isNull(sessions.revokedAt), keep));
}
