import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import type { AccrualPageRow, AccrualRow } from './accruals.repository';
import type { PageRequest } from './contracts.repository';
import type { Coin } from './schema';

/** The accrual job's runs (which days are done) and the reads of recorded accruals. */

export type AccrualRunStatus = 'DONE' | 'WAITING_FOR_RATES';
export type AccrualRunRow = { day: string; status: AccrualRunStatus; waitingCoins: Coin[]; accrued: number };

/** Serialises the runs of one day across replicas: the second waits, then finds the day done. */
export async function lockAccrualDay(db: Executor, day: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`mining.accrual:${day}`}))`);
}

export async function findRun(db: Executor, day: string): Promise<AccrualRunRow | undefined> {
  const [row] = await queryRows<{ day: string; status: AccrualRunStatus; waiting_coins: Coin[]; accrued: number }>(
    db,
    sql`select day::text, status, waiting_coins, accrued from accrual_runs where day = ${day}::date`,
  );
  return row && { day: row.day, status: row.status, waitingCoins: row.waiting_coins, accrued: row.accrued };
}

export async function saveRun(db: Executor, run: AccrualRunRow, at: Date): Promise<void> {
  const coins = sql`array[${sql.join(
    run.waitingCoins.map((coin) => sql`${coin}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(sql`
    insert into accrual_runs (day, status, waiting_coins, accrued, updated_at)
    values (${run.day}::date, ${run.status}, ${coins}, ${run.accrued}, ${at})
    on conflict (day) do update set status = excluded.status, waiting_coins = excluded.waiting_coins,
      accrued = accrual_runs.accrued + excluded.accrued, updated_at = excluded.updated_at`);
}

/** The newest day whose accrual is done (every contract recorded), if any. */
export async function newestDoneDay(db: Executor): Promise<string | undefined> {
  const [row] = await queryRows<{ day: string | null }>(
    db,
    sql`select max(day)::text as day from accrual_runs where status = 'DONE'`,
  );
  return row?.day ?? undefined;
}

/**
 * The closed days still to run, oldest first: days waiting for a rate, then every day after the newest
 * run (or from the first contract's start when none ran), through `lastClosedDay`; at most `limit`.
 */
export async function pendingDays(db: Executor, lastClosedDay: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ day: string }>(
    db,
    sql`with bounds as (
          select coalesce((select max(day) + 1 from accrual_runs), (select min(starts_on) from contracts)) as first_day)
        select day::text from (
          select day from accrual_runs where status = 'WAITING_FOR_RATES' and day <= ${lastClosedDay}::date
          union
          select generate_series(bounds.first_day, ${lastClosedDay}::date, interval '1 day')::date from bounds
           where bounds.first_day is not null) days
        order by day limit ${limit}`,
  );
  return rows.map((row) => row.day);
}

type RawAccrual = {
  contract_id: string;
  day: string;
  coin: Coin;
  hashprice_msat_per_th_day: string;
  fee_micro_usd_per_th_day: string;
  btc_micro_usd: string;
  coin_micro_usd: string;
  gross_sat: string;
  fee_micro_usd: string;
  net_sat: string;
  net_coin_minor: string;
  profitable: boolean;
  journal_id: string;
};

/** A contract's accruals, newest day first. */
export async function pageAccruals(db: Executor, contractId: string, request: PageRequest): Promise<AccrualPageRow> {
  const rows = await queryRows<RawAccrual>(
    db,
    sql`select contract_id, day::text, coin, hashprice_msat_per_th_day::text, fee_micro_usd_per_th_day::text,
          btc_micro_usd::text, coin_micro_usd::text, gross_sat::text, fee_micro_usd::text, net_sat::text,
          net_coin_minor::text, profitable, journal_id
        from accruals where contract_id = ${contractId} order by day desc
        limit ${request.pageSize} offset ${(request.page - 1) * request.pageSize}`,
  );
  const [{ total }] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from accruals where contract_id = ${contractId}`,
  );
  return { items: rows.map(toAccrual), total, page: request.page, pageSize: request.pageSize };
}

/** The sum of the posted (profitable) nets per contract, in the coin's minor units. */
export async function minedTotals(db: Executor, contractIds: string[]): Promise<Map<string, bigint>> {
  if (contractIds.length === 0) return new Map();
  const rows = await queryRows<{ contract_id: string; total: string }>(
    db,
    sql`select contract_id, sum(net_coin_minor)::text as total from accruals
        where profitable and contract_id in (${sql.join(
          contractIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )}) group by contract_id`,
  );
  return new Map(rows.map((row) => [row.contract_id, BigInt(row.total)]));
}

function toAccrual(row: RawAccrual): AccrualRow {
  return {
    contractId: row.contract_id,
    day: row.day,
    coin: row.coin,
    hashpriceMsatPerThDay: BigInt(row.hashprice_msat_per_th_day),
    feeMicroUsdPerThDay: BigInt(row.fee_micro_usd_per_th_day),
    btcMicroUsd: BigInt(row.btc_micro_usd),
    coinMicroUsd: BigInt(row.coin_micro_usd),
    grossSat: BigInt(row.gross_sat),
    feeMicroUsd: BigInt(row.fee_micro_usd),
    netSat: BigInt(row.net_sat),
    netCoinMinor: BigInt(row.net_coin_minor),
    profitable: row.profitable,
    journalId: row.journal_id,
  };
}
