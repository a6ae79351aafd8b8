import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '@mc/platform';
import type { ContractRow } from './contracts.repository';
import { contracts, referrers } from './schema';

/** All SQL of the referral bonus: who referred whom, and the bonus contracts granted for purchases. */

export async function saveReferrer(db: Executor, userId: string, referrerId: string, registeredAt: Date) {
  await db.insert(referrers).values({ userId, referrerId, registeredAt }).onConflictDoNothing();
}

export async function referrerOf(db: Executor, userId: string): Promise<string | undefined> {
  const [row] = await db.select().from(referrers).where(eq(referrers.userId, userId));
  return row?.referrerId;
}

/** The customer's purchases still to run or running, oldest first: a late-known referrer is credited for them. */
export function runningPurchasesOf(db: Executor, userId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(
      and(
        eq(contracts.userId, userId),
        eq(contracts.source, 'PURCHASE'),
        sql`${contracts.status} in ('MINING', 'STOPPED')`,
      ),
    )
    .orderBy(asc(contracts.createdAt), asc(contracts.id));
}

export async function bonusFor(db: Executor, purchaseId: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.bonusForContractId, purchaseId));
  return row;
}

export type ReferralBonusRow = { bonus: ContractRow; purchasedHashrateMhs: bigint };

/**
 * The bonus contracts a referred customer's purchases earned, newest first (at most 100); `referrerId`
 * limits them to one referrer's (a customer reads only their own), null gives every one (admins).
 */
export function bonusesForReferral(
  db: Executor,
  referredUserId: string,
  referrerId: string | null,
): Promise<ReferralBonusRow[]> {
  const purchase = alias(contracts, 'purchase');
  return db
    .select({ bonus: contracts, purchasedHashrateMhs: purchase.hashrateMhs })
    .from(contracts)
    .innerJoin(purchase, eq(purchase.id, contracts.bonusForContractId))
    .where(and(eq(purchase.userId, referredUserId), referrerId ? eq(contracts.userId, referrerId) : undefined))
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(100);
}
