import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** All SQL of trading's holds beyond the ledger's own: the serialising lock and the cancellations. */

/**
 * Serialises a hold's request and its abandonment (taken first by both, released at commit): without
 * it, an abandonment could find no hold while the request's uncommitted hold is about to appear.
 */
export async function lockTradingHoldId(db: Executor, holdId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('trading-hold'), hashtext(${holdId}))`);
}

export async function isTradingHoldCancelled(db: Executor, holdId: string): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from trading_hold_cancellations where hold_id = ${holdId}`);
  return rows.length > 0;
}

export async function insertTradingHoldCancellation(db: Executor, holdId: string, userId: string): Promise<void> {
  await db.execute(sql`
    insert into trading_hold_cancellations (hold_id, user_id) values (${holdId}, ${userId}) on conflict (hold_id) do nothing`);
}
