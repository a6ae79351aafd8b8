import { and, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { HOLDING_CAPACITY, type ContractRow } from './contracts.repository';
import { contracts, type Coin } from './schema';

/** The reads behind a customer's mining overview (the dashboard and `myMining`). */

/** The customer's contracts that may still mine: awaiting payment, mining or stopped (expiry is judged on read). */
export function openContractsOfUser(db: Executor, userId: string): Promise<ContractRow[]> {
  return db
    .select()
    .from(contracts)
    .where(and(eq(contracts.userId, userId), inArray(contracts.status, HOLDING_CAPACITY)));
}

export type NewestAccruedDays = { accrued: string; paid: string | null };

/**
 * Per coin, the newest UTC day the accrual recorded for any of the customer's contracts, and the newest
 * one it paid out (a profitable day, posted to the mining balance): both mining's days, on the platform's
 * clock, never before a contract's start.
 */
export async function newestAccruedDays(db: Executor, userId: string): Promise<Map<Coin, NewestAccruedDays>> {
  const rows = await queryRows<{ coin: Coin; day: string; paid: string | null }>(
    db,
    sql`select c.coin, max(a.day)::text as day, (max(a.day) filter (where a.profitable))::text as paid
        from contracts c join accruals a on a.contract_id = c.id
        where c.user_id = ${userId} group by c.coin`,
  );
  return new Map(rows.map((row) => [row.coin, { accrued: row.day, paid: row.paid }]));
}

export type DailyPayoutRow = { coin: Coin; day: string; amountMinor: bigint };

/**
 * What was paid out per coin and UTC day from `fromDay` to `toDay` (both included): the sum of the
 * profitable accruals, each of which funds posts to the customer's mining balance. Days without a
 * payout have no row.
 */
export async function dailyPayouts(
  db: Executor,
  userId: string,
  fromDay: string,
  toDay: string,
): Promise<DailyPayoutRow[]> {
  const rows = await queryRows<{ coin: Coin; day: string; amount_minor: string }>(
    db,
    sql`select c.coin, a.day::text as day, sum(a.net_coin_minor)::text as amount_minor
        from contracts c join accruals a on a.contract_id = c.id
        where c.user_id = ${userId} and a.profitable and a.day between ${fromDay}::date and ${toDay}::date
        group by c.coin, a.day order by a.day`,
  );
  return rows.map((row) => ({ coin: row.coin, day: row.day, amountMinor: BigInt(row.amount_minor) }));
}
