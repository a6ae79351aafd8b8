import { eq } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `id` must be a UUID: PostgreSQL refuses anything else in the comparison. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

export async function findUserByReferralCode(db: Executor, referralCode: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.referralCode, referralCode));
  return row;
}

/** Returns undefined when the e-mail (or the generated referral code) is already taken. */
export async function insertUser(db: Executor, user: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(user).onConflictDoNothing().returning();
  return row;
}

export async function updateUser(db: Executor, id: string, changes: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}
