import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { customers } from './schema';

export type CustomerRow = typeof customers.$inferSelect;

export async function findCustomer(db: Executor, userId: string): Promise<CustomerRow | undefined> {
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId));
  return row;
}

/** Creates the customer's row if missing and locks it for the rest of the transaction. */
export async function lockCustomer(db: Executor, userId: string): Promise<CustomerRow> {
  await db.insert(customers).values({ userId, identityApproved: false }).onConflictDoNothing();
  const [row] = await db.select().from(customers).where(eq(customers.userId, userId)).for('update');
  return row;
}

/** Applies an identity event unless a newer one was applied already (redelivery may reorder them). */
export async function applyIdentityState(
  db: Executor,
  userId: string,
  approved: boolean,
  eventAt: Date,
): Promise<void> {
  await db
    .insert(customers)
    .values({ userId, identityApproved: approved, identityEventAt: eventAt })
    .onConflictDoUpdate({
      target: customers.userId,
      set: { identityApproved: approved, identityEventAt: eventAt },
      setWhere: sql`${customers.identityEventAt} is null or ${customers.identityEventAt} <= ${eventAt}`,
    });
}

/** Deactivation or reactivation, unless a newer one of the two was applied already. */
export async function applyActivation(
  db: Executor,
  userId: string,
  deactivatedAt: Date | null,
  eventAt: Date,
): Promise<void> {
  await db
    .insert(customers)
    .values({ userId, identityApproved: false, deactivatedAt, activationEventAt: eventAt })
    .onConflictDoUpdate({
      target: customers.userId,
      set: { deactivatedAt, activationEventAt: eventAt },
      setWhere: sql`${customers.activationEventAt} is null or ${customers.activationEventAt} <= ${eventAt}`,
    });
}

export async function fixTradingCurrency(db: Executor, userId: string, currency: string): Promise<void> {
  await db
    .update(customers)
    .set({ tradingCurrency: currency })
    .where(sql`${customers.userId} = ${userId} and ${customers.tradingCurrency} is null`);
}
