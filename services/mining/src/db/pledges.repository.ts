import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { pledgePayouts, pledges, type PledgeStatus } from './schema';

/** All SQL of pledging: pledges, the payouts directed to them, and the ended contracts to settle. */

export type PledgeRow = typeof pledges.$inferSelect;
export type NewPledge = typeof pledges.$inferInsert;
export type NewPledgePayout = typeof pledgePayouts.$inferInsert;

/** While a pledge is in one of these, the contract has a loan (or one is being opened or settled). */
export const OPEN_PLEDGE_STATUSES: PledgeStatus[] = ['REQUESTED', 'ACTIVE', 'SETTLING'];

export async function findPledge(db: Executor, id: string): Promise<PledgeRow | undefined> {
  const [row] = await db.select().from(pledges).where(eq(pledges.id, id));
  return row;
}

export async function findPledgeByRequest(db: Executor, userId: string, requestId: string) {
  const [row] = await db
    .select()
    .from(pledges)
    .where(and(eq(pledges.userId, userId), eq(pledges.requestId, requestId)));
  return row;
}

export async function openPledgeOf(db: Executor, contractId: string): Promise<PledgeRow | undefined> {
  const [row] = await db
    .select()
    .from(pledges)
    .where(and(eq(pledges.contractId, contractId), inArray(pledges.status, OPEN_PLEDGE_STATUSES)));
  return row;
}

/** Inserts the pledge unless the contract has an open one (the unique index decides a race): then undefined. */
export async function insertPledge(db: Executor, pledge: NewPledge): Promise<PledgeRow | undefined> {
  const [row] = await db.insert(pledges).values(pledge).onConflictDoNothing().returning();
  return row;
}

export function pledgesOf(db: Executor, contractId: string): Promise<PledgeRow[]> {
  return db
    .select()
    .from(pledges)
    .where(eq(pledges.contractId, contractId))
    .orderBy(desc(pledges.requestedAt), desc(pledges.id))
    .limit(100);
}

/** Moves a pledge on when it is in one of `from`; returns the row, or undefined when it was not. */
export async function movePledge(
  db: Executor,
  id: string,
  from: PledgeStatus[],
  change: Pick<NewPledge, 'status'> & Partial<Pick<NewPledge, 'statusReason' | 'shortfallMinor'>>,
  at: Date,
): Promise<PledgeRow | undefined> {
  const [row] = await db
    .update(pledges)
    .set({ ...change, updatedAt: at })
    .where(and(eq(pledges.id, id), inArray(pledges.status, from)))
    .returning();
  return row;
}

/** Records the pledged payouts once per contract and day and counts them on their pledges; returns those recorded. */
export async function recordPledgePayouts(db: Executor, rows: NewPledgePayout[]): Promise<NewPledgePayout[]> {
  const recorded: NewPledgePayout[] = [];
  for (let start = 0; start < rows.length; start += 1_000) {
    const chunk = rows.slice(start, start + 1_000);
    recorded.push(...(await db.insert(pledgePayouts).values(chunk).onConflictDoNothing().returning()));
  }
  const perPledge = new Map<string, number>();
  for (const row of recorded) perPledge.set(row.pledgeId, (perPledge.get(row.pledgeId) ?? 0) + 1);
  for (const [pledgeId, count] of perPledge)
    await db
      .update(pledges)
      .set({ payoutsDirected: sql`${pledges.payoutsDirected} + ${count}` })
      .where(eq(pledges.id, pledgeId));
  return recorded;
}

export type EndedPledge = PledgeRow & { contractStatus: 'EXPIRED' | 'TERMINATED'; endedOn: string };

/**
 * Marks SETTLING every open pledge (REQUESTED or ACTIVE) whose contract has ended (expired, even
 * before the sweep records it, or terminated) and whose last mined day has been accrued, with no day of
 * its term still waiting for its coin's rate, so no payout of it is still to come. Returns them with how the contract ended; a second call finds none.
 */
export async function markEndedForSettlement(db: Executor, today: string, at: Date): Promise<EndedPledge[]> {
  const rows = await queryRows<{ id: string; contract_status: 'EXPIRED' | 'TERMINATED'; ended_on: string }>(
    db,
    sql`with ended as (
          select pl.id, case when c.status = 'TERMINATED' then 'TERMINATED' else 'EXPIRED' end as contract_status,
            coalesce(c.ended_on, c.expires_on + c.stopped_days) as ended_on, c.starts_on, c.coin
          from pledges pl join contracts c on c.id = pl.contract_id
          where pl.status in ('REQUESTED', 'ACTIVE')
            and (c.status in ('EXPIRED', 'TERMINATED')
              or (c.status = 'MINING' and c.expires_on + c.stopped_days <= ${today}::date))
          for update of pl),
        accrued as (
          select e.* from ended e
          where e.ended_on - 1 < e.starts_on
            or (exists (select 1 from accrual_runs r where r.day = e.ended_on - 1 and r.status = 'DONE')
              and not exists (select 1 from accrual_runs r where r.status = 'WAITING_FOR_RATES'
                and r.day >= e.starts_on and r.day < e.ended_on and e.coin = any(r.waiting_coins))))
        update pledges p set status = 'SETTLING', updated_at = ${at}
        from accrued a where p.id = a.id
        returning p.id, a.contract_status, a.ended_on::text as ended_on`,
  );
  if (rows.length === 0) return [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  const settled = await db
    .select()
    .from(pledges)
    .where(inArray(pledges.id, [...byId.keys()]));
  return settled.map((pledge) => ({
    ...pledge,
    contractStatus: byId.get(pledge.id)!.contract_status,
    endedOn: byId.get(pledge.id)!.ended_on,
  }));
}
