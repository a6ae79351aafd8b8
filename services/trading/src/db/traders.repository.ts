import { and, asc, count, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { copies, traders } from './schema';

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

export async function openCopiesCount(db: Executor, traderId: string): Promise<number> {
  const [{ total }] = await db
    .select({ total: count() })
    .from(copies)
    .where(and(eq(copies.traderId, traderId), isNull(copies.stoppedAt)));
  return total;
}

/** Counts and sums over the trader's closed trades: the only source of its statistics. */
export async function closedTradeFigures(db: Executor, traderId: string): Promise<TraderTradeFigures> {
  const [row] = await queryRows<{ closed: string; winning: string; profit: string }>(
    db,
    sql`select count(*)::text as closed, count(*) filter (where profit_minor > 0)::text as winning,
               coalesce(sum(profit_minor), 0)::text as profit
          from trades where trader_id = ${traderId} and status = 'CLOSED'`,
  );
  return { closedTrades: Number(row.closed), winningTrades: Number(row.winning), profitMinor: BigInt(row.profit) };
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
