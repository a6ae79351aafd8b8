import { asc, desc, eq, and, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { coinDailyCloses, type Coin } from './schema';

export type DailyCloseRow = typeof coinDailyCloses.$inferSelect;

/**
 * Keeps the close of the newest candle seen for the coin's UTC day: a candle delivered late (older
 * than the stored one) leaves it alone, so the last minute of the day wins whatever the order.
 */
export async function saveDailyClose(
  db: Executor,
  close: { coin: Coin; day: string; closeMicroUsd: bigint; candleStartedAt: Date },
): Promise<void> {
  await db
    .insert(coinDailyCloses)
    .values(close)
    .onConflictDoUpdate({
      target: [coinDailyCloses.coin, coinDailyCloses.day],
      set: { closeMicroUsd: close.closeMicroUsd, candleStartedAt: close.candleStartedAt, updatedAt: sql`now()` },
      setWhere: sql`${coinDailyCloses.candleStartedAt} <= excluded.candle_started_at`,
    });
}

/** Each coin's newest close: the current rate. */
export function newestCloses(db: Executor): Promise<DailyCloseRow[]> {
  return db
    .selectDistinctOn([coinDailyCloses.coin])
    .from(coinDailyCloses)
    .orderBy(asc(coinDailyCloses.coin), desc(coinDailyCloses.day));
}

/** The fixing rate of a UTC day: the close of the last candle of that day (accrual reads it). */
export async function dailyClose(db: Executor, coin: Coin, day: string): Promise<DailyCloseRow | undefined> {
  const [row] = await db
    .select()
    .from(coinDailyCloses)
    .where(and(eq(coinDailyCloses.coin, coin), eq(coinDailyCloses.day, day)));
  return row;
}
