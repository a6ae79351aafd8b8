import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { candles, lastQuotes } from './schema';

export type QuoteRow = typeof lastQuotes.$inferSelect;
export type CandleRow = typeof candles.$inferSelect;

/** Every stored last quote, or those of the given symbols. */
export function readLastQuotes(db: Executor, symbols?: string[]): Promise<QuoteRow[]> {
  const query = db.select().from(lastQuotes);
  return symbols ? query.where(inArray(lastQuotes.symbol, symbols)) : query;
}

export async function findLastQuote(db: Executor, symbol: string): Promise<QuoteRow | undefined> {
  const [row] = await db.select().from(lastQuotes).where(eq(lastQuotes.symbol, symbol)).limit(1);
  return row;
}

/** Candles starting in [from, to), oldest first, at most `limit`. */
export function listCandles(db: Executor, symbol: string, from: Date, to: Date, limit: number): Promise<CandleRow[]> {
  return db
    .select()
    .from(candles)
    .where(and(eq(candles.symbol, symbol), gte(candles.startedAt, from), lt(candles.startedAt, to)))
    .orderBy(asc(candles.startedAt))
    .limit(limit);
}

/**
 * One statement for all changed quotes. A quote older than the stored one is ignored, so a late
 * writer (a slow flush, a replica starting up) never moves the price backwards in time.
 */
export async function upsertLastQuotes(db: Executor, quotes: QuoteRow[]): Promise<void> {
  if (quotes.length === 0) return;
  await db
    .insert(lastQuotes)
    .values(quotes)
    .onConflictDoUpdate({
      target: lastQuotes.symbol,
      set: { ask: sql`excluded.ask`, bid: sql`excluded.bid`, at: sql`excluded.at` },
      setWhere: sql`${lastQuotes.at} <= excluded.at`,
    });
}

/**
 * One statement for all open and finished candles; returns the stored rows. A candle already
 * stored for the minute (written before a restart) keeps its open and widens its range, so a
 * restart within a minute does not lose the minute's first ticks.
 */
export async function upsertCandles(db: Executor, rows: CandleRow[]): Promise<CandleRow[]> {
  if (rows.length === 0) return [];
  return db
    .insert(candles)
    .values(rows)
    .onConflictDoUpdate({
      target: [candles.symbol, candles.startedAt],
      set: {
        high: sql`greatest(${candles.high}, excluded.high)`,
        low: sql`least(${candles.low}, excluded.low)`,
        close: sql`excluded.close`,
      },
    })
    .returning();
}
