import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { exchangeRates, fxCloses } from './schema';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;
export type FxCloseRow = typeof fxCloses.$inferSelect;
export type RateFigures = Pick<ExchangeRateRow, 'usd' | 'eur' | 'gbp'>;

export function listExchangeRates(db: Executor): Promise<ExchangeRateRow[]> {
  return db.select().from(exchangeRates).orderBy(asc(exchangeRates.coin));
}

/** The coin's row, locked until the transaction ends so concurrent candles apply one after the other. */
export async function lockExchangeRate(db: Executor, coin: string): Promise<ExchangeRateRow | undefined> {
  const [row] = await db.select().from(exchangeRates).where(eq(exchangeRates.coin, coin)).for('update');
  return row;
}

export async function writeFeedRate(
  db: Executor,
  coin: string,
  figures: RateFigures,
  candleStartedAt: Date,
): Promise<void> {
  await db
    .update(exchangeRates)
    .set({ ...figures, source: 'FEED', feedCandleStartedAt: candleStartedAt, updatedAt: sql`now()` })
    .where(eq(exchangeRates.coin, coin));
}

export function listFxCloses(db: Executor): Promise<FxCloseRow[]> {
  return db.select().from(fxCloses);
}

/** Keeps the newest close per pair: an older candle delivered late leaves the stored one alone. */
export async function saveFxClose(
  db: Executor,
  symbol: FxCloseRow['symbol'],
  close: number,
  candleStartedAt: Date,
): Promise<void> {
  await db
    .insert(fxCloses)
    .values({ symbol, close, candleStartedAt })
    .onConflictDoUpdate({
      target: fxCloses.symbol,
      set: { close, candleStartedAt, updatedAt: sql`now()` },
      setWhere: sql`${fxCloses.candleStartedAt} <= excluded.candle_started_at`,
    });
}
