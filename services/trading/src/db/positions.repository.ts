import { and, asc, count, desc, eq, gte, isNull, lte, sql } from 'drizzle-orm';
import { jsonbParameter, type Executor } from '@mc/platform';
import { holdRequests, options, ticks, trades } from './schema';

/** All SQL of trades, options and the hold requests that open them. */

export type TradeRow = typeof trades.$inferSelect;
export type NewTrade = typeof trades.$inferInsert;
export type TradeStatus = TradeRow['status'];
export type OptionRow = typeof options.$inferSelect;
export type NewOption = typeof options.$inferInsert;
export type OptionStatus = OptionRow['status'];
export type HoldRequestRow = typeof holdRequests.$inferSelect;
export type Page<TRow> = { items: TRow[]; total: number; page: number; pageSize: number };
export type PageRequest = { page: number; pageSize: number };
export type TradeClose = Required<
  Pick<NewTrade, 'status' | 'closeTickId' | 'closePrice' | 'closeRate' | 'closedAt' | 'closedBy' | 'profitMinor'>
>;

/** Records the request unless it exists; returns the stored one either way. */
export async function upsertHoldRequest(
  db: Executor,
  holdId: string,
  userId: string,
  at: Date,
): Promise<HoldRequestRow> {
  const [inserted] = await db
    .insert(holdRequests)
    .values({ holdId, userId, requestedAt: at })
    .onConflictDoNothing()
    .returning();
  if (inserted) return inserted;
  const [existing] = await db.select().from(holdRequests).where(eq(holdRequests.holdId, holdId));
  return existing;
}

/**
 * The request, locked for the opening transaction: the reconciler skips a locked request, and an
 * opening that finds its request abandoned opens nothing (funds is voiding the hold).
 */
export async function lockHoldRequest(db: Executor, holdId: string): Promise<HoldRequestRow | undefined> {
  const [row] = await db.select().from(holdRequests).where(eq(holdRequests.holdId, holdId)).for('update');
  return row;
}

/** Decides a request once; a decided one keeps its outcome (a refused one is reopened before it is asked again). */
export async function decideHoldRequest(
  db: Executor,
  holdId: string,
  outcome: 'OPENED' | 'REFUSED' | 'ABANDONED',
  at: Date,
): Promise<void> {
  await db
    .update(holdRequests)
    .set({ outcome, decidedAt: at })
    .where(and(eq(holdRequests.holdId, holdId), isNull(holdRequests.outcome)));
}

export async function reopenRefusedRequest(db: Executor, holdId: string, at: Date): Promise<void> {
  await db
    .update(holdRequests)
    .set({ outcome: null, decidedAt: null, requestedAt: at })
    .where(and(eq(holdRequests.holdId, holdId), eq(holdRequests.outcome, 'REFUSED')));
}

/** Undecided requests older than `before`, claimed (skip locked) so two reconcilers never take the same. */
export function claimStaleHoldRequests(db: Executor, before: Date, limit: number): Promise<HoldRequestRow[]> {
  return db
    .select()
    .from(holdRequests)
    .where(and(isNull(holdRequests.outcome), lte(holdRequests.requestedAt, before)))
    .orderBy(asc(holdRequests.requestedAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Inserts the trade unless its id exists (the same request twice); true when this call inserted it. */
/** The trade as inserted; undefined when its id was taken (the caller reads the one there). */
export async function insertTrade(db: Executor, trade: NewTrade): Promise<TradeRow | undefined> {
  const [inserted] = await db.insert(trades).values(trade).onConflictDoNothing().returning();
  return inserted;
}

export async function findTrade(db: Executor, id: string): Promise<TradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id));
  return row;
}

/** `share`: a mirror opening keeps its trader trade open until it commits, without blocking the others. */
export async function lockTrade(
  db: Executor,
  id: string,
  mode: 'update' | 'share' = 'update',
): Promise<TradeRow | undefined> {
  const [row] = await db.select().from(trades).where(eq(trades.id, id)).for(mode);
  return row;
}

export async function closeTradeRow(db: Executor, id: string, close: TradeClose): Promise<TradeRow> {
  const [row] = await db.update(trades).set(close).where(eq(trades.id, id)).returning();
  return row;
}

/** The open ones of these trades, in id order (the ids as one parameter, however many). */
export function openTradesAmong(db: Executor, ids: string[]) {
  return db
    .select()
    .from(trades)
    .where(
      and(
        sql`${trades.id} in (select value::uuid from jsonb_array_elements_text(${jsonbParameter(ids)}))`,
        eq(trades.status, 'OPEN'),
      ),
    )
    .orderBy(asc(trades.id));
}

/** The open ones of these trades, locked in id order: two batches taking the same rows cannot deadlock. */
export function lockOpenTrades(db: Executor, ids: string[]): Promise<TradeRow[]> {
  return openTradesAmong(db, ids).for('update');
}

/** A close as recorded: every column set. */
export type RecordedClose = { [Column in keyof TradeClose]: NonNullable<TradeClose[Column]> };

/** Closes each trade with its own figures in one statement (the trades a tick reaches); returns them closed. */
export async function closeTradeRows(db: Executor, closes: (RecordedClose & { id: string })[]): Promise<TradeRow[]> {
  if (closes.length === 0) return [];
  const given = closes.map((close) => ({
    id: close.id,
    close_tick_id: close.closeTickId.toString(),
    close_price: close.closePrice,
    close_rate: close.closeRate,
    closed_at: close.closedAt.toISOString(),
    closed_by: close.closedBy,
    profit_minor: close.profitMinor.toString(),
  }));
  return db
    .update(trades)
    .set({
      status: 'CLOSED',
      closeTickId: sql`c.close_tick_id`,
      closePrice: sql`c.close_price`,
      closeRate: sql`c.close_rate`,
      closedAt: sql`c.closed_at`,
      closedBy: sql`c.closed_by`,
      profitMinor: sql`c.profit_minor`,
    })
    .from(
      sql`jsonb_to_recordset(${jsonbParameter(given)}) as c(id uuid, close_tick_id bigint, close_price numeric,
        close_rate numeric, closed_at timestamptz, closed_by text, profit_minor bigint)`,
    )
    .where(and(sql`${trades.id} = c.id`, eq(trades.status, 'OPEN')))
    .returning();
}

export type TradeVoid = Required<Pick<NewTrade, 'voidedAt' | 'voidReason' | 'voidedBy'>>;

/** Marks an open or closed trade VOIDED; its opening and closing figures stay as recorded (the trigger checks). */
export async function voidTradeRow(db: Executor, id: string, voided: TradeVoid): Promise<TradeRow> {
  const [row] = await db
    .update(trades)
    .set({ status: 'VOIDED', ...voided })
    .where(eq(trades.id, id))
    .returning();
  return row;
}

/** Every open trade: the trigger index is rebuilt from them at start. */
export function listOpenTrades(db: Executor): Promise<TradeRow[]> {
  return db.select().from(trades).where(eq(trades.status, 'OPEN'));
}

export function openTradesOf(db: Executor, userId: string): Promise<TradeRow[]> {
  return db
    .select()
    .from(trades)
    .where(and(eq(trades.userId, userId), eq(trades.status, 'OPEN')))
    .orderBy(desc(trades.openedAt), desc(trades.id));
}

export async function pageTrades(
  db: Executor,
  userId: string,
  status: TradeStatus | undefined,
  request: PageRequest,
): Promise<Page<TradeRow>> {
  const filter = and(eq(trades.userId, userId), status ? eq(trades.status, status) : undefined);
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(trades)
      .where(filter)
      .orderBy(desc(trades.openedAt), desc(trades.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: count() }).from(trades).where(filter),
  ]);
  return { items, total, ...request };
}

export async function insertOption(db: Executor, option: NewOption): Promise<boolean> {
  const rows = await db.insert(options).values(option).onConflictDoNothing().returning({ id: options.id });
  return rows.length === 1;
}

export async function findOption(db: Executor, id: string): Promise<OptionRow | undefined> {
  const [row] = await db.select().from(options).where(eq(options.id, id));
  return row;
}

/**
 * Settles up to `limit` due options in one statement: open options expired by `recordedThrough` whose
 * settling tick (the first recorded at or after expiry) is at or before it, so no earlier tick can still
 * arrive. An option without one never holds a place in the batch. Rows another run holds are skipped
 * (SKIP LOCKED): replicas settle disjoint options.
 *
 * The outcome (DESIGN.md §16) is the settling ask against the strike, both numeric(20,5) and so compared
 * exactly: equal is TIED; above wins HIGHER and CALL, below wins LOWER and PUT. A win pays stake × payout
 * ratio floored to the minor unit, a loss costs the stake, a tie nothing. Decided here, in the statement,
 * so that 10,000 options expiring together are ten statements with nothing carried through the service.
 */
export async function settleDueOptions(db: Executor, recordedThrough: Date, limit: number): Promise<OptionRow[]> {
  const settleTick = db
    .select({ id: ticks.id, ask: ticks.ask, at: ticks.at })
    .from(ticks)
    .where(and(eq(ticks.symbol, options.symbol), gte(ticks.at, options.expiresAt)))
    .orderBy(asc(ticks.at))
    .limit(1)
    .as('settle_tick');
  const due = db.$with('due').as(
    db
      .select({
        id: sql<string>`${options.id}`.as('due_id'),
        tickId: sql`${settleTick.id}`.as('due_tick_id'),
        ask: sql`${settleTick.ask}`.as('due_ask'),
        at: sql`${settleTick.at}`.as('due_at'),
        outcome: sql<string>`case
          when ${settleTick.ask} = ${options.strike} then 'TIED'
          when (${settleTick.ask} > ${options.strike}) = (${options.direction} in ('HIGHER', 'CALL')) then 'WON'
          else 'LOST' end`.as('due_outcome'),
      })
      .from(options)
      .innerJoinLateral(settleTick, sql`true`)
      .where(
        and(eq(options.status, 'OPEN'), lte(options.expiresAt, recordedThrough), lte(settleTick.at, recordedThrough)),
      )
      .orderBy(asc(options.expiresAt))
      .limit(limit)
      .for('update', { of: options, skipLocked: true }),
  );
  return db
    .with(due)
    .update(options)
    .set({
      status: sql`${due.outcome}`,
      settleTickId: sql`${due.tickId}`,
      settlePrice: sql`${due.ask}`,
      settledAt: sql`${due.at}`,
      profitMinor: sql`case ${due.outcome}
        when 'WON' then ${options.stakeMinor} * ${options.payoutBps} / 10000
        when 'LOST' then -${options.stakeMinor}
        else 0 end`,
    })
    .from(due)
    .where(eq(options.id, due.id))
    .returning();
}

/** The earliest expiry among each symbol's open options. */
export async function earliestOpenExpiries(db: Executor): Promise<Map<string, Date>> {
  const rows = await db
    .select({ symbol: options.symbol, expiresAt: sql<Date>`min(${options.expiresAt})`.mapWith(options.expiresAt) })
    .from(options)
    .where(eq(options.status, 'OPEN'))
    .groupBy(options.symbol);
  return new Map(rows.map((row) => [row.symbol, row.expiresAt]));
}

export async function pageOptions(
  db: Executor,
  userId: string,
  status: OptionStatus | undefined,
  request: PageRequest,
): Promise<Page<OptionRow>> {
  const filter = and(eq(options.userId, userId), status ? eq(options.status, status) : undefined);
  const [items, [{ total }]] = await Promise.all([
    db
      .select()
      .from(options)
      .where(filter)
      .orderBy(desc(options.openedAt), desc(options.id))
      .limit(request.pageSize)
      .offset((request.page - 1) * request.pageSize),
    db.select({ total: count() }).from(options).where(filter),
  ]);
  return { items, total, ...request };
}
