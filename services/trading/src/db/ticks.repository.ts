import { and, asc, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '@mc/platform';
import { ticks } from './schema';

export type TickRow = typeof ticks.$inferSelect;
export type NewTick = Omit<TickRow, 'id'>;

/** All ticks since the last flush in one statement; a tick already recorded (a trade's own) is kept. */
export async function insertTicks(db: Executor, rows: NewTick[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(ticks)
    .values(rows)
    .onConflictDoNothing({ target: [ticks.symbol, ticks.at] });
}

/**
 * Records one tick now and returns it with its id: the tick a trade opens or closes at. The same
 * tick recorded before (by a flush or another trade) is returned as stored.
 */
export async function recordTick(db: Executor, tick: NewTick): Promise<TickRow> {
  // Read first: under load most positions open and close at a tick recorded already (one statement).
  const recorded = await findRecordedTick(db, tick);
  if (recorded) return recorded;
  // DO NOTHING and a read, not DO UPDATE: an update would lock the tick's row until the caller's
  // transaction ends, and every position closing at the same tick would wait for the one before.
  const [inserted] = await db.insert(ticks).values(tick).onConflictDoNothing().returning();
  return inserted ?? (await findRecordedTick(db, tick))!;
}

async function findRecordedTick(db: Executor, tick: NewTick): Promise<TickRow | undefined> {
  const [recorded] = await db
    .select()
    .from(ticks)
    .where(and(eq(ticks.symbol, tick.symbol), eq(ticks.at, tick.at)));
  return recorded;
}

/** The first recorded tick of `symbol` at or after `at`: the one an option expiring at `at` settles at. */
export async function firstTickFrom(db: Executor, symbol: string, at: Date): Promise<TickRow | undefined> {
  const [row] = await db
    .select()
    .from(ticks)
    .where(and(eq(ticks.symbol, symbol), gte(ticks.at, at)))
    .orderBy(asc(ticks.at))
    .limit(1);
  return row;
}

export async function findTick(db: Executor, id: bigint): Promise<TickRow | undefined> {
  const [row] = await db.select().from(ticks).where(eq(ticks.id, id));
  return row;
}

/** The latest recorded tick of `symbol`: what a close preview is computed at. */
export async function latestTickOf(db: Executor, symbol: string): Promise<TickRow | undefined> {
  const [row] = await db.select().from(ticks).where(eq(ticks.symbol, symbol)).orderBy(desc(ticks.at)).limit(1);
  return row;
}
