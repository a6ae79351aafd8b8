import { addDays, effectiveStatus, type ContractTimeline } from '../contracts/contract-rules';
import type { PlanRow } from '../db/plans.repository';
import type { Coin } from '../db/schema';
import { perSecondCoinE16 } from '../plans/estimates';
import { estimateBasis, estimateFor, type MarketSnapshot } from '../plans/plan-estimates';

/** Days of payouts the dashboard charts: the 30 closed UTC days before today. */
export const PAYOUT_HISTORY_DAYS = 30;

export type DailyPayoutFigure = { day: string; amountMinor: bigint };

export type OverviewContract = ContractTimeline & { coin: Coin; planId: string; hashrateMhs: bigint };

/** One coin of a customer's mining, as the dashboard and `myMining` show it. Amounts in the coin's minor units. */
export type CoinOverview = {
  coin: Coin;
  /** Contracts that may still mine: awaiting payment, mining (not yet expired) or stopped. */
  activeContracts: number;
  /** Of those, the ones mining today: started, MINING and not expired. */
  miningContracts: number;
  /** Their hashrate, in MH/s. */
  hashrateMhs: bigint;
  /** Estimate: today's net of the contracts mining today, 8 decimals; null with the reason when no rate is known. */
  dailyNetMinor: bigint | null;
  /** Estimate: the same ÷ 86,400 at 16 decimals of the coin, what the balance grows by each second. */
  perSecondE16: bigint | null;
  estimateUnavailableReason: string | null;
  /** Midnight (UTC) of the first day not yet accrued: from then on the balance accrues at the rate. */
  accruingSince: Date | null;
  /** The earliest start of a contract that has not started yet (bought today mines from tomorrow). */
  nextStartsOn: string | null;
  /** One entry per day of the last 30 closed days, oldest first, 0 on a day without a payout. */
  payouts: DailyPayoutFigure[];
  /** The newest day whose output was paid out, if any: a day the accrual recorded, so never before a start. */
  lastPayoutOn: string | null;
};

export type CoinOverviewInput = {
  coin: Coin;
  contracts: OverviewContract[];
  planOf: (planId: string) => PlanRow | undefined;
  market: MarketSnapshot;
  today: string;
  /** The newest day the accrual recorded for the customer's contracts of this coin, if any. */
  newestAccruedDay: string | undefined;
  /** The newest profitable (paid) day of those. */
  newestPaidDay: string | null;
  payoutsByDay: Map<string, bigint>;
};

/**
 * The figures of one coin, from the contracts, the current parameters and rates (the estimates'
 * formulas, src/plans/estimates.ts) and the recorded accruals. The rate is the sum of each mining
 * contract's estimated daily net ÷ 86,400; a contract whose net is not positive adds nothing, since
 * the accrual posts only profitable days.
 */
export function coinOverview(input: CoinOverviewInput): CoinOverview {
  const { coin, today } = input;
  const active = input.contracts.filter((contract) => effectiveStatus(contract, today) !== 'EXPIRED');
  const mining = active.filter((contract) => contract.status === 'MINING' && contract.startsOn <= today);
  const upcoming = active.filter((contract) => contract.startsOn > today).map((contract) => contract.startsOn);
  const estimate = dailyNetOf(mining, input);
  return {
    coin,
    activeContracts: active.length,
    miningContracts: mining.length,
    hashrateMhs: mining.reduce((sum, contract) => sum + contract.hashrateMhs, 0n),
    dailyNetMinor: 'unavailable' in estimate ? null : estimate.netMinor,
    perSecondE16: 'unavailable' in estimate ? null : perSecondCoinE16(estimate.netMinor),
    estimateUnavailableReason: 'unavailable' in estimate ? estimate.unavailable : null,
    accruingSince: mining.length > 0 ? accruingSince(mining, input.newestAccruedDay) : null,
    nextStartsOn: upcoming.length > 0 ? upcoming.sort()[0] : null,
    payouts: payoutSeries(today, input.payoutsByDay),
    lastPayoutOn: input.newestPaidDay,
  };
}

function dailyNetOf(
  mining: OverviewContract[],
  input: CoinOverviewInput,
): { netMinor: bigint } | { unavailable: string } {
  let netMinor = 0n;
  for (const contract of mining) {
    const plan = input.planOf(contract.planId);
    if (!plan) return { unavailable: `No plan ${contract.planId}` };
    const basis = estimateBasis(plan, input.market);
    if ('unavailable' in basis) return basis;
    const net = estimateFor(contract.hashrateMhs, basis).netCoinMinor;
    if (net > 0n) netMinor += net;
  }
  return { netMinor };
}

/**
 * Whatever has not been accrued yet is still accruing: from the day after the newest accrued day
 * (normally today; yesterday until its accrual is posted a few minutes after midnight), and never
 * before the earliest start of the contracts mining now.
 */
function accruingSince(mining: OverviewContract[], newestAccruedDay: string | undefined): Date {
  const firstStart = mining.map((contract) => contract.startsOn).sort()[0];
  const afterAccrued = newestAccruedDay === undefined ? firstStart : addDays(newestAccruedDay, 1);
  const day = afterAccrued > firstStart ? afterAccrued : firstStart;
  return new Date(`${day}T00:00:00.000Z`);
}

function payoutSeries(today: string, payoutsByDay: Map<string, bigint>): CoinOverview['payouts'] {
  const series: CoinOverview['payouts'] = [];
  for (let back = PAYOUT_HISTORY_DAYS; back >= 1; back -= 1) {
    const day = addDays(today, -back);
    series.push({ day, amountMinor: payoutsByDay.get(day) ?? 0n });
  }
  return series;
}
