import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';
import type { PerHashrate } from '../plans/estimates';
import type { Coin } from './schema';

/** All SQL of the daily accrual: the day's inputs, the set-based insert, terminations, runs and reads. */

export const UNPROFITABLE_DAYS_TO_TERMINATE = 21;
export const UNPROFITABLE_REASON = 'UNPROFITABLE_21_DAYS';

/** One plan's factors for the day (src/plans/estimates.ts `dailyFactors`), with the inputs they came from. */
export type PlanDayFactors = {
  planId: string;
  feeMicroUsdPerThDay: bigint;
  coinMicroUsd: bigint;
  grossSat: PerHashrate;
  feeMicroUsd: PerHashrate;
  netSat: PerHashrate;
  netCoinMinor: PerHashrate;
};

export type DayInputs = {
  hashpriceMsatPerThDay: bigint | null;
  fees: { planId: string; coin: Coin; microUsdPerThDay: bigint }[];
  closes: Map<Coin, bigint>;
  /** How many plans exist: when every one has its factors for the day, no contract can be left waiting. */
  planCount: number;
};

export type RecordedAccrual = {
  contractId: string;
  userId: string;
  coin: Coin;
  netCoinMinor: bigint;
  journalId: string;
  profitable: boolean;
};

export type AccrualRow = {
  contractId: string;
  day: string;
  coin: Coin;
  hashpriceMsatPerThDay: bigint;
  feeMicroUsdPerThDay: bigint;
  btcMicroUsd: bigint;
  coinMicroUsd: bigint;
  grossSat: bigint;
  feeMicroUsd: bigint;
  netSat: bigint;
  netCoinMinor: bigint;
  profitable: boolean;
  journalId: string;
};

export type AccrualPageRow = { items: AccrualRow[]; total: number; page: number; pageSize: number };

const endOfDay = (day: string) => sql`(${day}::date + 1)::timestamptz`;

/**
 * The hashprice and plan fees in force at the end of the UTC day, and the day's fixing rates: each coin's
 * close of the day, or for a day without one that is already followed by a later close, the last before it.
 */
export async function dayInputs(db: Executor, day: string): Promise<DayInputs> {
  const [hashprice] = await queryRows<{ msat: string }>(
    db,
    sql`select msat_per_th_day::text as msat from hashprice_history where valid_from < ${endOfDay(day)}
        order by valid_from desc, id desc limit 1`,
  );
  const fees = await queryRows<{ plan_id: string; coin: Coin; micro_usd: string }>(
    db,
    sql`select distinct on (f.plan_id) f.plan_id, p.coin, f.micro_usd_per_th_day::text as micro_usd
        from plan_fee_history f join plans p on p.id = f.plan_id
        where f.valid_from < ${endOfDay(day)} order by f.plan_id, f.valid_from desc, f.id desc`,
  );
  // A day the feed was down has no close of its own; once a later day has one, the day will never get
  // one, so it is fixed at the last close recorded before it (after downtime, or under the test clock).
  const closes = await queryRows<{ coin: Coin; close: string }>(
    db,
    sql`select distinct on (coin) coin, close_micro_usd::text as close from coin_daily_closes c
        where c.day <= ${day}::date and (c.day = ${day}::date or exists (
          select 1 from coin_daily_closes later where later.coin = c.coin and later.day > ${day}::date))
        order by coin, day desc`,
  );
  const [plans] = await queryRows<{ count: number }>(db, sql`select count(*)::int as count from plans`);
  return {
    planCount: plans.count,
    hashpriceMsatPerThDay: hashprice ? BigInt(hashprice.msat) : null,
    fees: fees.map((row) => ({ planId: row.plan_id, coin: row.coin, microUsdPerThDay: BigInt(row.micro_usd) })),
    closes: new Map(closes.map((row) => [row.coin, BigInt(row.close)])),
  };
}

/**
 * The contract's hashrate on the day: an approved power amendment counts from its effective day, so
 * before the first one effective after the day, the contract had that amendment's former hashrate.
 */
function hashrateOn(day: string): SQL {
  return sql`coalesce((select a.from_hashrate_mhs from contract_amendments a
      where a.contract_id = c.id and a.status = 'APPROVED' and a.effective_on > ${day}::date
      order by a.effective_on, a.decided_at, a.id limit 1), c.hashrate_mhs)`;
}

/**
 * The contracts that mined the day: started, not past their effective expiry, and MINING at the end of
 * the day by their transitions (a day is stopped when the contract was stopped at its end; a
 * termination or expiry takes effect on its day). Days stopped after `day` only move the expiry
 * later, and a contract cannot be stopped after its term ended, so `expires_on + stopped_days` is the
 * expiry as it stood on `day`.
 */
function minedOn(day: string): SQL {
  return sql`select c.id, c.user_id, c.coin, c.plan_id, ${hashrateOn(day)} as hashrate_mhs from contracts c
    where c.starts_on <= ${day}::date
      and ${day}::date < c.expires_on + c.stopped_days
      and (c.ended_on is null or ${day}::date < c.ended_on)
      and c.status <> 'PENDING_PAYMENT'
      and (select t.to_status from contract_transitions t
            where t.contract_id = c.id and t.effective_on <= ${day}::date
            order by t.id desc limit 1) = 'MINING'`;
}

const FIGURES = ['grossSat', 'feeMicroUsd', 'netSat', 'netCoinMinor'] as const;
const factorColumns = (factor: PerHashrate) =>
  sql`${factor.numerator.toString()}::numeric, ${factor.divisor.toString()}::numeric`;
/** ⌊hashrate × numerator ÷ divisor⌋ in numeric (the product outgrows bigint); `div` truncates toward zero. */
const applied = (figure: string) =>
  sql.raw(`div(c.hashrate_mhs::numeric * f.${figure}_numerator, f.${figure}_divisor)::bigint`);

/**
 * Records the day for every contract of the given plans that mined it, in one statement; a contract
 * already accrued for the day is left alone (primary key), so a re-run records nothing twice.
 * Returns the rows this call recorded.
 */
export async function insertAccruals(
  db: Executor,
  day: string,
  inputs: { hashpriceMsatPerThDay: bigint; btcMicroUsd: bigint; plans: PlanDayFactors[] },
  at: Date,
): Promise<RecordedAccrual[]> {
  if (inputs.plans.length === 0) return [];
  const factorRows = sql.join(
    inputs.plans.map(
      (plan) =>
        sql`(${plan.planId}, ${plan.feeMicroUsdPerThDay.toString()}::bigint, ${plan.coinMicroUsd.toString()}::bigint,
          ${sql.join(
            FIGURES.map((figure) => factorColumns(plan[figure])),
            sql`, `,
          )})`,
    ),
    sql`, `,
  );
  const factorNames = FIGURES.map((figure) => `${figure}_numerator, ${figure}_divisor`).join(', ');
  // `offset 0` keeps the mined contracts a subquery of their own: flattened, the planner would copy the
  // day's hashrate (a subquery per contract) into each figure and run it several times a contract.
  const figures = sql`select c.id as contract_id, c.user_id, c.coin, c.plan_id, c.hashrate_mhs,
      f.fee_micro_usd_per_th_day, f.coin_micro_usd, ${applied('grossSat')} as gross_sat,
      ${applied('feeMicroUsd')} as fee_micro_usd, ${applied('netSat')} as net_sat, ${applied('netCoinMinor')} as net_coin_minor
    from (${minedOn(day)} offset 0) c
    join (values ${factorRows}) as f (plan_id, fee_micro_usd_per_th_day, coin_micro_usd, ${sql.raw(factorNames)})
      on f.plan_id = c.plan_id`;
  const rows = await queryRows<{
    contract_id: string;
    user_id: string;
    coin: Coin;
    net_coin_minor: string;
    journal_id: string;
    profitable: boolean;
  }>(
    db,
    sql`insert into accruals (contract_id, day, user_id, coin, plan_id, hashrate_mhs, hashprice_msat_per_th_day,
          fee_micro_usd_per_th_day, btc_micro_usd, coin_micro_usd, gross_sat, fee_micro_usd, net_sat, net_coin_minor,
          profitable, unprofitable_streak, journal_id, recorded_at)
        select d.contract_id, ${day}::date, d.user_id, d.coin, d.plan_id, d.hashrate_mhs,
          ${inputs.hashpriceMsatPerThDay.toString()}::bigint, d.fee_micro_usd_per_th_day,
          ${inputs.btcMicroUsd.toString()}::bigint, d.coin_micro_usd, d.gross_sat, d.fee_micro_usd, d.net_sat,
          d.net_coin_minor, d.net_coin_minor > 0,
          case when d.net_coin_minor > 0 then 0 else coalesce(
            (select a.unprofitable_streak from accruals a where a.contract_id = d.contract_id and a.day < ${day}::date
              order by a.day desc limit 1), 0) + 1 end,
          mining_uuid_from('mining.accrual:' || d.contract_id || ':' || ${day}), ${at}
        from (${figures}) d
        on conflict (contract_id, day) do nothing
        returning contract_id, user_id, coin, net_coin_minor::text, journal_id, profitable`,
  );
  return rows.map((row) => ({
    contractId: row.contract_id,
    userId: row.user_id,
    coin: row.coin,
    netCoinMinor: BigInt(row.net_coin_minor),
    journalId: row.journal_id,
    profitable: row.profitable,
  }));
}

/** Coins with at least one contract that mined the day but has no accrual for it (their rate is missing). */
export async function coinsNotAccrued(db: Executor, day: string): Promise<Coin[]> {
  const rows = await queryRows<{ coin: Coin }>(
    db,
    sql`select distinct c.coin from (${minedOn(day)}) c
        where not exists (select 1 from accruals a where a.contract_id = c.id and a.day = ${day}::date)`,
  );
  return rows.map((row) => row.coin);
}

/**
 * Terminates every contract whose accrual of `day` ended its 21st unprofitable day in a row: it no
 * longer mines from the next day. No refund (the terms say so). Returns the contracts terminated.
 */
export async function terminateUnprofitable(db: Executor, day: string, at: Date): Promise<string[]> {
  const rows = await queryRows<{ contract_id: string }>(
    db,
    sql`with due as (
          select c.id, c.status from contracts c join accruals a on a.contract_id = c.id
          where a.day = ${day}::date and a.unprofitable_streak >= ${UNPROFITABLE_DAYS_TO_TERMINATE}
            and c.status in ('MINING', 'STOPPED') for update of c),
        ended as (
          update contracts c set status = 'TERMINATED', status_reason = ${UNPROFITABLE_REASON},
            stopped_days = c.stopped_days + case when c.stopped_since is null then 0
              else greatest(0, (${day}::date + 1) - greatest(c.stopped_since, c.starts_on)) end,
            stopped_since = null, ended_on = ${day}::date + 1, updated_at = ${at}
          from due where c.id = due.id returning c.id, due.status as from_status)
        insert into contract_transitions (contract_id, from_status, to_status, reason, acted_by, at, effective_on)
        select id, from_status, 'TERMINATED', ${UNPROFITABLE_REASON}, 'system', ${at}, ${day}::date + 1 from ended
        returning contract_id`,
  );
  return rows.map((row) => row.contract_id);
}
