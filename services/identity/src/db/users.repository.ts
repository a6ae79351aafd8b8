import { and, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { users } from './schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** `id` must be a UUID: PostgreSQL refuses anything else in the comparison. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/** The user row, locked until the transaction ends: two admins acting at once act one after the other. */
export async function lockUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
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

/** The customer's row, locked until the transaction ends: changes that compare with it run one at a time. */
export async function lockUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function updateUser(db: Executor, id: string, changes: Partial<NewUser>): Promise<UserRow> {
  const [row] = await db.update(users).set(changes).where(eq(users.id, id)).returning();
  return row;
}

export async function pageUsers(
  db: Executor,
  offset: number,
  limit: number,
  search?: string,
): Promise<{ items: UserRow[]; total: number }> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : undefined;
  const where = pattern
    ? or(
        ilike(users.email, pattern),
        ilike(users.firstName, pattern),
        ilike(users.lastName, pattern),
        // "Ada Coin" as an operator types a customer's whole name.
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        sql`${users.id}::text = ${search}`,
      )
    : undefined;
  const items = await db.select().from(users).where(where).orderBy(desc(users.createdAt)).limit(limit).offset(offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { items, total };
}

export async function pageReferrals(
  db: Executor,
  referrerId: string,
  offset: number,
  limit: number,
): Promise<{ items: { id: string; firstName: string | null; joinedAt: Date }[]; total: number }> {
  const where = eq(users.referrerId, referrerId);
  const items = await db
    .select({ id: users.id, firstName: users.firstName, joinedAt: users.createdAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt))
    .limit(limit)
    .offset(offset);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(users)
    .where(where);
  return { items, total };
}

/**
 * Forgets a subscription the push service called gone, unless the customer saved a new one
 * meanwhile (the endpoint differs then). True when it was cleared.
 */
export async function clearPushSubscriptionIfEndpoint(db: Executor, id: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ pushSubscription: null, pushSubscriptionSavedAt: null })
    .where(and(eq(users.id, id), sql`${users.pushSubscription}->>'endpoint' = ${endpoint}`))
    .returning({ id: users.id });
  return rows.length > 0;
}
