import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
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
 * Candles of `bucketMinutes` starting in [from, to), oldest first, from the one-minute candles in one
 * grouped query: each bucket opens at its first minute's open, closes at its last minute's close.
 * Buckets are counted from 2000-01-01 UTC (whole days from the epoch), so a day starts at midnight UTC.
 */
export async function aggregatedCandles(
  db: Executor,
  range: { symbol: string; from: Date; to: Date; bucketMinutes: number },
): Promise<CandleRow[]> {
  const rows = await queryRows<{ started_at: Date | string; open: string; high: string; low: string; close: string }>(
    db,
    sql`
      select date_bin(make_interval(mins => ${range.bucketMinutes}), started_at, timestamptz '2000-01-01 00:00:00+00')
               as started_at,
             (array_agg(open order by started_at))[1] as open, max(high) as high, min(low) as low,
             (array_agg(close order by started_at desc))[1] as close
        from candles
       where symbol = ${range.symbol} and started_at >= ${range.from} and started_at < ${range.to}
       group by 1
       order by 1`,
  );
  return rows.map((row) => ({
    symbol: range.symbol,
    startedAt: new Date(row.started_at),
    open: Number(row.open),
    high: Number(row.high),
    low: Number(row.low),
    close: Number(row.close),
  }));
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

/** Instruments with no candle at all: a fresh database, or one added since (the simulated history fills them). */
export async function symbolsWithoutCandles(db: Executor): Promise<string[]> {
  const rows = await queryRows<{ symbol: string }>(
    db,
    sql`select i.symbol from instruments i where not exists (select 1 from candles c where c.symbol = i.symbol)`,
  );
  return rows.map((row) => row.symbol);
}

/**
 * Candles recorded once: a minute already stored (a live candle, an earlier history) is kept as it is.
 * Thousands of rows go as one JSON parameter, not six parameters a row: one short statement to plan.
 */
export async function insertCandlesIfAbsent(db: Executor, rows: CandleRow[]): Promise<void> {
  if (rows.length === 0) return;
  const json = JSON.stringify(rows.map((row) => ({ ...row, startedAt: row.startedAt.toISOString() })));
  await db.execute(sql`
    insert into candles (symbol, started_at, open, high, low, close)
    select symbol, "startedAt", open, high, low, close
      from jsonb_to_recordset(${json}::jsonb)
           as given (symbol text, "startedAt" timestamptz, open numeric, high numeric, low numeric, close numeric)
    on conflict (symbol, started_at) do nothing`);
}
