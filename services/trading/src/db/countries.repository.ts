import { eq, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { customerCountries } from './schema';

/** All SQL of the customers' countries, as identity announced them. */

/** Keeps the newest announcement: one older than the stored one (a late redelivery) changes nothing. */
export async function saveCustomerCountry(db: Executor, userId: string, country: string, changedAt: Date) {
  await db
    .insert(customerCountries)
    .values({ userId, country, changedAt })
    .onConflictDoUpdate({
      target: customerCountries.userId,
      set: { country, changedAt },
      setWhere: sql`${customerCountries.changedAt} <= ${changedAt}`,
    });
}

export async function countryOf(db: Executor, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ country: customerCountries.country })
    .from(customerCountries)
    .where(eq(customerCountries.userId, userId));
  return row?.country ?? null;
}
