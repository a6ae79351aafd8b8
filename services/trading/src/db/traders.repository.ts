import { and, asc, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { copies, trades, traders } from './schema';

/** All SQL of traders and the customers' copies of them. */

export type TraderRow = typeof traders.$inferSelect;
export type NewTrader = typeof traders.$inferInsert;
export type TraderChange = Pick<
  NewTrader,
  'name' | 'email' | 'description' | 'profitShareBps' | 'equityMinor' | 'minAllocationMinor' | 'maxAllocationMinor'
>;
export type CopyRow = typeof copies.$inferSelect;
export type NewCopy = typeof copies.$inferInsert;
export type TraderTradeFigures = { closedTrades: number; winningTrades: number; profitMinor: bigint };

export async function insertTrader(db: Executor, trader: NewTrader): Promise<boolean> {
  const rows = await db.insert(traders).values(trader).onConflictDoNothing().returning({ id: traders.id });
  return rows.length === 1;
}

export async function findTrader(db: Executor, id: string): Promise<TraderRow | undefined> {
  const [row] = await db.select().from(traders).where(eq(traders.id, id));
  return row;
}

export async function lockTrader(db: Executor, id: string): Promise<TraderRow | undefined> {
  const [row] = await db.select().from(traders).where(eq(traders.id, id)).for('update');
  return row;
}

export async function updateTraderRow(db: Executor, id: string, change: TraderChange): Promise<TraderRow> {
  const [row] = await db.update(traders).set(change).where(eq(traders.id, id)).returning();
  return row;
}

export async function retireTraderRow(db: Executor, id: string, at: Date, reason: string): Promise<TraderRow> {
  const [row] = await db
    .update(traders)
    .set({ retiredAt: at, retireReason: reason })
    .where(eq(traders.id, id))
    .returning();
  return row;
}

/** The traders customers may copy, oldest first. */
export function activeTraders(db: Executor): Promise<TraderRow[]> {
  return db.select().from(traders).where(isNull(traders.retiredAt)).orderBy(asc(traders.createdAt), asc(traders.id));
}

/** Open copies per trader, for a whole list at once; a trader nobody copies is absent. */
export async function openCopiesCounts(db: Executor, traderIds: string[]): Promise<Map<string, number>> {
  if (traderIds.length === 0) return new Map();
  const rows = await db
    .select({ traderId: copies.traderId, total: count() })
    .from(copies)
    .where(and(inArray(copies.traderId, traderIds), isNull(copies.stoppedAt)))
    .groupBy(copies.traderId);
  return new Map(rows.map((row) => [row.traderId, row.total]));
}

/**
 * Counts and sums over each trader's closed model trades (not its copiers' mirrors), the only source of its statistics; a trader without
 * closed trades is absent.
 */
export async function closedTradeFigures(db: Executor, traderIds: string[]): Promise<Map<string, TraderTradeFigures>> {
  if (traderIds.length === 0) return new Map();
  const rows = await db
    .select({
      traderId: trades.traderId,
      closed: count(),
      winning: sql<number>`count(*) filter (where ${trades.profitMinor} > 0)`.mapWith(Number),
      profit: sql<string>`coalesce(sum(${trades.profitMinor}), 0)::text`,
    })
    .from(trades)
    .where(and(inArray(trades.traderId, traderIds), isNull(trades.copiedFrom), eq(trades.status, 'CLOSED')))
    .groupBy(trades.traderId);
  return new Map(
    rows.map((row) => [
      row.traderId!,
      { closedTrades: row.closed, winningTrades: row.winning, profitMinor: BigInt(row.profit) },
    ]),
  );
}

/** Inserts the copy unless its id or an open copy of the same trader by the same customer exists. */
export async function insertCopy(db: Executor, copy: NewCopy): Promise<boolean> {
  const rows = await db.insert(copies).values(copy).onConflictDoNothing().returning({ id: copies.id });
  return rows.length === 1;
}

export async function findCopy(db: Executor, id: string): Promise<CopyRow | undefined> {
  const [row] = await db.select().from(copies).where(eq(copies.id, id));
  return row;
}

export async function openCopy(db: Executor, userId: string, traderId: string): Promise<CopyRow | undefined> {
  const [row] = await db
    .select()
    .from(copies)
    .where(and(eq(copies.userId, userId), eq(copies.traderId, traderId), isNull(copies.stoppedAt)));
  return row;
}

export function openCopiesOf(db: Executor, userId: string): Promise<CopyRow[]> {
  return db
    .select()
    .from(copies)
    .where(and(eq(copies.userId, userId), isNull(copies.stoppedAt)))
    .orderBy(asc(copies.startedAt), asc(copies.id));
}

export async function hasOpenCopy(db: Executor, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: copies.id })
    .from(copies)
    .where(and(eq(copies.userId, userId), isNull(copies.stoppedAt)))
    .limit(1);
  return row !== undefined;
}

/** Stops the open copy, if there is one; undefined when another request stopped it first. */
export async function stopCopyRow(db: Executor, userId: string, traderId: string, at: Date) {
  const [row] = await db
    .update(copies)
    .set({ stoppedAt: at })
    .where(and(eq(copies.userId, userId), eq(copies.traderId, traderId), isNull(copies.stoppedAt)))
    .returning();
  return row as CopyRow | undefined;
}

/** Stops every open copy of a retiring trader; returns how many. */
export async function stopCopiesOfTrader(db: Executor, traderId: string, at: Date): Promise<number> {
  const rows = await db
    .update(copies)
    .set({ stoppedAt: at })
    .where(and(eq(copies.traderId, traderId), isNull(copies.stoppedAt)))
    .returning({ id: copies.id });
  return rows.length;
}
