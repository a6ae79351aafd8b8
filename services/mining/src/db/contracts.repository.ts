import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import { contracts, contractTransitions, type Coin, type ContractStatus } from './schema';

export type ContractRow = typeof contracts.$inferSelect;
export type NewContract = typeof contracts.$inferInsert;
export type TransitionRow = typeof contractTransitions.$inferSelect;
export type NewTransition = typeof contractTransitions.$inferInsert;
export type Page<TRow> = { items: TRow[]; total: number; page: number; pageSize: number };
export type PageRequest = { page: number; pageSize: number };
export type ContractPageRow = Page<ContractRow>;

/** The statuses in which a contract holds its coin's capacity. */
export const HOLDING_CAPACITY: ContractStatus[] = ['PENDING_PAYMENT', 'MINING', 'STOPPED'];

export async function findContract(db: Executor, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id));
  return row;
}

/** The contract, locked until the transaction ends: transitions of one contract run one at a time. */
export async function lockContract(db: Executor, id: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.id, id)).for('update');
  return row;
}

export async function findContractByDeposit(db: Executor, depositId: string): Promise<ContractRow | undefined> {
  const [row] = await db.select().from(contracts).where(eq(contracts.depositId, depositId));
  return row;
}

/** Inserts the contract unless its deposit already bought one (then undefined). */
export async function insertContract(db: Executor, contract: NewContract): Promise<ContractRow | undefined> {
  const [row] = await db.insert(contracts).values(contract).onConflictDoNothing().returning();
  return row;
}

export async function updateContract(
  db: Executor,
  id: string,
  change: Partial<Omit<NewContract, 'id' | 'userId' | 'planId' | 'coin' | 'source' | 'depositId'>>,
): Promise<ContractRow> {
  const [row] = await db.update(contracts).set(change).where(eq(contracts.id, id)).returning();
  return row;
}

export async function appendTransition(db: Executor, transition: NewTransition): Promise<void> {
  await db.insert(contractTransitions).values(transition);
}

export function transitionsOf(db: Executor, contractIds: string[]): Promise<TransitionRow[]> {
  return db
    .select()
    .from(contractTransitions)
    .where(inArray(contractTransitions.contractId, contractIds))
    .orderBy(asc(contractTransitions.id));
}

/**
 * Hashrate sold per coin in MH/s: contracts that hold capacity, less those whose effective expiry has
 * come (expired, even before the sweep records it). A stopped contract keeps its capacity. Income
 * Booster reinvestments funds has not confirmed yet are reserved (sold) too.
 */
export async function soldHashrateMhs(db: Executor, today: string, coin?: Coin): Promise<Map<Coin, bigint>> {
  const rows = await queryRows<{ coin: Coin; sold_mhs: string }>(
    db,
    sql`select coin, sum(hashrate_mhs)::text as sold_mhs from (
          select coin, hashrate_mhs from contracts
          where status in ('PENDING_PAYMENT', 'MINING', 'STOPPED')
            and not (status = 'MINING' and expires_on + stopped_days <= ${today}::date)
          union all
          select coin, hashrate_mhs from reinvestments where status = 'REQUESTED') as sold
        ${coin ? sql`where coin = ${coin}` : sql``}
        group by coin`,
  );
  return new Map(rows.map((row) => [row.coin, BigInt(row.sold_mhs)]));
}

/**
 * Records every mining contract whose effective expiry is on or before `today` as expired, with its
 * transition, in one statement: a second sweep (or two at once) finds nothing left to expire.
 */
export async function expireDue(db: Executor, today: string, at: Date): Promise<string[]> {
  const rows = await queryRows<{ contract_id: string }>(
    db,
    sql`with expired as (
          update contracts set status = 'EXPIRED', ended_on = expires_on + stopped_days, updated_at = ${at}
          where status = 'MINING' and expires_on + stopped_days <= ${today}::date
          returning id, ended_on)
        insert into contract_transitions (contract_id, from_status, to_status, reason, acted_by, at, effective_on)
        select id, 'MINING', 'EXPIRED', 'The term ended', 'system', ${at}, ended_on from expired
        returning contract_id`,
  );
  return rows.map((row) => row.contract_id);
}

/** A customer's contracts, newest first. */
export async function pageContracts(
  db: Executor,
  request: PageRequest,
  filter: { userId: string },
): Promise<Page<ContractRow>> {
  const where = and(eq(contracts.userId, filter.userId));
  const items = await db
    .select()
    .from(contracts)
    .where(where)
    .orderBy(desc(contracts.createdAt), desc(contracts.id))
    .limit(request.pageSize)
    .offset((request.page - 1) * request.pageSize);
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(contracts)
    .where(where);
  return { items, total, page: request.page, pageSize: request.pageSize };
}
