import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import type { CopyRow } from './traders.repository';
import type { TradeRow } from './positions.repository';
import { copies, mirrorRates, mirrorSkips, profitShares, trades } from './schema';

/** All SQL of copy trading: model trades, their mirrors, skipped mirrors and profit shares. */

export type MirrorRateRow = typeof mirrorRates.$inferSelect;
export type MirrorSkipRow = typeof mirrorSkips.$inferSelect;
export type NewMirrorSkip = Omit<typeof mirrorSkips.$inferInsert, 'id'>;
export type ProfitShareRow = typeof profitShares.$inferSelect;

export async function insertMirrorRates(db: Executor, rows: MirrorRateRow[]): Promise<void> {
  if (rows.length > 0) await db.insert(mirrorRates).values(rows).onConflictDoNothing();
}

export function mirrorRatesOf(db: Executor, traderTradeId: string): Promise<MirrorRateRow[]> {
  return db.select().from(mirrorRates).where(eq(mirrorRates.traderTradeId, traderTradeId));
}

/** The sum of the trader's open model-trade margins (USD minor units): bounded by its stated equity. */
export async function openModelMarginMinor(db: Executor, traderId: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${trades.marginMinor}), 0)::text` })
    .from(trades)
    .where(and(eq(trades.traderId, traderId), isNull(trades.copiedFrom), eq(trades.status, 'OPEN')));
  return BigInt(row.total);
}

/**
 * The copies a trader trade still has to be mirrored to: open now, started by the time the desk opened
 * it (`openedBy`), and with neither a mirror nor a recorded skip for it. What a resumed fan-out picks up.
 */
export async function copiesAwaitingMirror(db: Executor, trade: TradeRow, openedBy: Date): Promise<CopyRow[]> {
  return db
    .select()
    .from(copies)
    .where(
      and(
        eq(copies.traderId, trade.traderId!),
        isNull(copies.stoppedAt),
        lte(copies.startedAt, openedBy),
        sql`not exists (select 1 from ${trades} m where m.copied_from = ${trade.id} and m.user_id = ${copies.userId})`,
        sql`not exists (select 1 from ${mirrorSkips} s where s.trader_trade_id = ${trade.id} and s.user_id = ${copies.userId})`,
      ),
    )
    .orderBy(asc(copies.startedAt), asc(copies.id));
}

/** Records a skipped mirror once per copier and trader trade; false when it was already recorded. */
export async function insertMirrorSkip(db: Executor, skip: NewMirrorSkip): Promise<boolean> {
  const rows = await db.insert(mirrorSkips).values(skip).onConflictDoNothing().returning({ id: mirrorSkips.id });
  return rows.length === 1;
}

export function skipsOfTraderTrade(db: Executor, traderTradeId: string): Promise<MirrorSkipRow[]> {
  return db.select().from(mirrorSkips).where(eq(mirrorSkips.traderTradeId, traderTradeId)).orderBy(asc(mirrorSkips.id));
}

export function skipsOfUser(db: Executor, userId: string, limit: number): Promise<MirrorSkipRow[]> {
  return db
    .select()
    .from(mirrorSkips)
    .where(eq(mirrorSkips.userId, userId))
    .orderBy(desc(mirrorSkips.at), desc(mirrorSkips.id))
    .limit(limit);
}

/** How many mirrors of a trader trade were opened, open and closed. */
export async function mirrorCountOf(db: Executor, traderTradeId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(trades)
    .where(eq(trades.copiedFrom, traderTradeId));
  return Number(row.count);
}

export function openMirrorsOf(db: Executor, traderTradeId: string): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(eq(trades.copiedFrom, traderTradeId), eq(trades.status, 'OPEN')))
    .orderBy(asc(trades.id));
}

/** The trader's open model trades (the fan-outs a restart may have interrupted). */
export function openModelTrades(db: Executor): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(sql`${trades.traderId} is not null`, isNull(trades.copiedFrom), eq(trades.status, 'OPEN')));
}

/** Closed model trades that still have open mirrors: a restart interrupted their closing. */
export async function closedModelTradesWithOpenMirrors(db: Executor): Promise<TradeRow[]> {
  const ids = await queryRows<{ id: string }>(
    db,
    sql`select distinct t.id from trades m join trades t on t.id = m.copied_from
         where m.status = 'OPEN' and t.status = 'CLOSED'`,
  );
  if (ids.length === 0) return [];
  return db
    .select()
    .from(trades)
    .where(
      inArray(
        trades.id,
        ids.map((row) => row.id),
      ),
    );
}

/** The model trades of a trader, newest first: open and closed. */
export function modelTradesOf(db: Executor, traderId: string, limit: number): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(eq(trades.traderId, traderId), isNull(trades.copiedFrom)))
    .orderBy(desc(trades.openedAt), desc(trades.id))
    .limit(limit);
}

/** The closed model trades of a trader in the order they closed: its equity curve. */
export function closedModelTradesOf(db: Executor, traderId: string): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(eq(trades.traderId, traderId), isNull(trades.copiedFrom), eq(trades.status, 'CLOSED')))
    .orderBy(asc(trades.closedAt), asc(trades.id));
}

/** Each trader's closed model trades (time and profit) in closing order, for a whole list at once. */
export async function closedModelProfits(
  db: Executor,
  traderIds: string[],
): Promise<Map<string, { closedAt: Date | null; profitMinor: bigint | null }[]>> {
  const result = new Map<string, { closedAt: Date | null; profitMinor: bigint | null }[]>();
  if (traderIds.length === 0) return result;
  const rows = await db
    .select({ traderId: trades.traderId, closedAt: trades.closedAt, profitMinor: trades.profitMinor })
    .from(trades)
    .where(and(inArray(trades.traderId, traderIds), isNull(trades.copiedFrom), eq(trades.status, 'CLOSED')))
    .orderBy(asc(trades.closedAt), asc(trades.id));
  for (const row of rows) result.set(row.traderId!, [...(result.get(row.traderId!) ?? []), row]);
  return result;
}

/** Sum of the open copies' allocations per trader (USD minor units), for a whole list at once. */
export async function copiedAllocations(db: Executor, traderIds: string[]): Promise<Map<string, bigint>> {
  if (traderIds.length === 0) return new Map();
  const rows = await db
    .select({ traderId: copies.traderId, total: sql<string>`sum(${copies.allocationMinor})::text` })
    .from(copies)
    .where(and(inArray(copies.traderId, traderIds), isNull(copies.stoppedAt)))
    .groupBy(copies.traderId);
  return new Map(rows.map((row) => [row.traderId, BigInt(row.total)]));
}

/**
 * Serialises the profit-share records of one copier and trader for the rest of the transaction (two
 * mirrors closing at once read and extend the same running totals one after the other).
 */
export async function lockProfitShares(db: Executor, userId: string, traderId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`profit-share:${userId}:${traderId}`}, 0))`);
}

export async function latestProfitShare(
  db: Executor,
  userId: string,
  traderId: string,
): Promise<ProfitShareRow | undefined> {
  const [row] = await db
    .select()
    .from(profitShares)
    .where(and(eq(profitShares.userId, userId), eq(profitShares.traderId, traderId)))
    .orderBy(desc(profitShares.seq))
    .limit(1);
  return row;
}

export async function insertProfitShare(db: Executor, row: ProfitShareRow): Promise<void> {
  await db.insert(profitShares).values(row);
}

export async function findProfitShare(db: Executor, tradeId: string): Promise<ProfitShareRow | undefined> {
  const [row] = await db.select().from(profitShares).where(eq(profitShares.tradeId, tradeId));
  return row;
}
