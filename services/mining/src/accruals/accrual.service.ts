import { recordAudit } from '@mc/platform';
import type { Database, Executor, Outbox } from '@mc/platform';
import type { Actor } from '../access/access';
import {
  findRun,
  lockAccrualDay,
  minedTotals,
  pageAccruals,
  newestDoneDay,
  pendingDays,
  saveRun,
  type AccrualRunStatus,
} from '../db/accrual-runs.repository';
import {
  coinsNotAccrued,
  dayInputs,
  insertAccruals,
  terminateUnprofitable,
  type AccrualPageRow,
  type DayInputs,
  type PlanDayFactors,
} from '../db/accruals.repository';
import type { PageRequest } from '../db/contracts.repository';
import type { Coin } from '../db/schema';
import { miningError } from '../errors';
import { addDays } from '../contracts/contract-rules';
import { utcDay } from '../parameters/simulated-hashprice';
import { dailyFactors } from '../plans/estimates';
import { TETHER_MICRO_USD } from '../rates/coin-rates';
import { accrualBatchEvents } from './accrual-event';
import { directPayouts } from '../booster/direct-payouts';

/** A platform down for ten years catches up its last ten years only, a bounded amount per pass. */
const MAX_DAYS_PER_CATCH_UP = 3_660;

export type AccrualRunResult = {
  day: string;
  status: AccrualRunStatus | 'ALREADY_DONE';
  accrued: number;
  posted: number;
  terminated: number;
  waitingCoins: Coin[];
};

/**
 * The daily accrual (DESIGN.md §7 Contract, §16 Mining): each closed UTC day, once per contract, in
 * one transaction per day under the day's lock, so replicas and re-runs record a day once (the
 * accruals' primary key is the backstop). A day is run `settlementDelayMs` after it closes.
 */
export class AccrualService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    readonly now: () => number,
    readonly settlementDelayMs: number,
  ) {}

  /** The newest day whose settlement time has come. */
  lastSettledDay(): string {
    return addDays(utcDay(this.now() - this.settlementDelayMs), -1);
  }

  /** Runs every settled day not yet done (and each day waiting for a rate), oldest first. */
  async catchUp(): Promise<AccrualRunResult[]> {
    const days = await pendingDays(this.database.orm, this.lastSettledDay(), MAX_DAYS_PER_CATCH_UP);
    const results: AccrualRunResult[] = [];
    for (const day of days) results.push(await this.runDay(day, false));
    return results;
  }

  /** How far the accrual is, for the metrics: the newest day done and the settled days still to do. */
  async progress(): Promise<{ newestDoneDay: string | undefined; daysPending: number }> {
    const db = this.database.orm;
    const [done, pending] = await Promise.all([
      newestDoneDay(db),
      pendingDays(db, this.lastSettledDay(), MAX_DAYS_PER_CATCH_UP),
    ]);
    return { newestDoneDay: done, daysPending: pending.length };
  }

  /** An operator's run of one closed day (even one already done: only what is missing is recorded). Audited. */
  async runByOperator(actor: Actor, day: string): Promise<AccrualRunResult> {
    if (!isClosedDay(day, utcDay(this.now())))
      throw miningError('INVALID_INPUT', 'Only a closed UTC day (before today) can be accrued', { day });
    return this.runDay(day, true, async (tx, result) => {
      await recordAudit(tx, actor, {
        operation: 'RUN_ACCRUAL',
        targetType: 'ACCRUAL_DAY',
        targetId: day,
        after: result,
      });
    });
  }

  page(contractId: string, request: PageRequest): Promise<AccrualPageRow> {
    return pageAccruals(this.database.orm, contractId, request);
  }

  /** The posted (profitable) nets of each contract, in its coin's minor units (0 for none). */
  async minedTotalsMinor(contractIds: readonly string[]): Promise<bigint[]> {
    const totals = await minedTotals(this.database.orm, [...contractIds]);
    return contractIds.map((id) => totals.get(id) ?? 0n);
  }

  private runDay(
    day: string,
    evenIfDone: boolean,
    record?: (tx: Executor, result: AccrualRunResult) => Promise<void>,
  ): Promise<AccrualRunResult> {
    return this.outbox.transaction(async (tx, publish) => {
      await lockAccrualDay(tx, day);
      const run = await findRun(tx, day);
      if (run?.status === 'DONE' && !evenIfDone)
        return { day, status: 'ALREADY_DONE', accrued: 0, posted: 0, terminated: 0, waitingCoins: [] };
      const at = new Date(this.now());
      const inputs = await dayInputs(tx, day);
      const btcMicroUsd = inputs.closes.get('BTC');
      const priced = inputs.hashpriceMsatPerThDay === null || btcMicroUsd === undefined ? [] : planFactors(inputs);
      const recorded =
        priced.length === 0
          ? []
          : await insertAccruals(
              tx,
              day,
              { hashpriceMsatPerThDay: inputs.hashpriceMsatPerThDay!, btcMicroUsd: btcMicroUsd!, plans: priced },
              at,
            );
      const terminated = await terminateUnprofitable(tx, day, at);
      // With every plan priced, the insert took every contract that mined the day: none can be waiting,
      // and the second pass over the mined contracts (a tenth of the run at a million) is not needed.
      const waitingCoins = priced.length === inputs.planCount ? [] : await coinsNotAccrued(tx, day);
      const status: AccrualRunStatus = waitingCoins.length > 0 ? 'WAITING_FOR_RATES' : 'DONE';
      await saveRun(tx, { day, status, waitingCoins, accrued: recorded.length }, at);
      // Pledged and boosted payouts go to funds with their use (src/booster/direct-payouts.ts), the rest plain.
      const directed = await directPayouts(tx, day, at);
      const plain = recorded.filter((accrual) => !directed.contractIds.has(accrual.contractId));
      const events = [...accrualBatchEvents(day, plain, at), ...directed.events];
      for (const event of events) await publish(event);
      const posted = recorded.filter((accrual) => accrual.profitable).length;
      const result = { day, status, accrued: recorded.length, posted, terminated: terminated.length, waitingCoins };
      await record?.(tx, result);
      return result;
    });
  }
}

/** Each plan's factors for the day; a plan whose coin has no fixing rate for the day has none (it waits). */
function planFactors(inputs: DayInputs): PlanDayFactors[] {
  const btcMicroUsd = inputs.closes.get('BTC')!;
  const hashpriceMsatPerThDay = inputs.hashpriceMsatPerThDay!;
  return inputs.fees.flatMap((fee) => {
    const coinMicroUsd = fee.coin === 'USDT' ? TETHER_MICRO_USD : inputs.closes.get(fee.coin);
    if (coinMicroUsd === undefined) return [];
    const base = { hashpriceMsatPerThDay, feeMicroUsdPerThDay: fee.microUsdPerThDay, btcMicroUsd };
    const inCoin = dailyFactors({ ...base, coinMicroUsd });
    const inBtc = dailyFactors({ ...base, coinMicroUsd: btcMicroUsd });
    return [
      {
        planId: fee.planId,
        feeMicroUsdPerThDay: fee.microUsdPerThDay,
        coinMicroUsd,
        grossSat: inCoin.grossSat,
        feeMicroUsd: inCoin.feeMicroUsd,
        netSat: inBtc.netCoinMinor,
        netCoinMinor: inCoin.netCoinMinor,
      },
    ];
  });
}

/** A real UTC date (YYYY-MM-DD) before today. */
function isClosedDay(day: string, today: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const startMs = Date.parse(`${day}T00:00:00Z`);
  return Number.isFinite(startMs) && new Date(startMs).toISOString().startsWith(day) && day < today;
}
