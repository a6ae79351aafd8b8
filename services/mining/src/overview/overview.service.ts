import type { Database } from '@mc/platform';
import { addDays } from '../contracts/contract-rules';
import { dailyPayouts, newestAccruedDays, openContractsOfUser } from '../db/overview.repository';
import { COINS } from '../db/schema';
import { miningError } from '../errors';
import type { MiningService } from '../mining.service';
import { utcDay } from '../parameters/simulated-hashprice';
import type { MarketSnapshot } from '../plans/plan-estimates';
import { isUuid } from '../access/access';
import { coinOverview, PAYOUT_HISTORY_DAYS, type CoinOverview } from './coin-overview';

export type MiningOverviewFigures = {
  /** The mining clock's time the figures were computed at; clients interpolate from it. */
  at: Date;
  /** BTC, ETH, USDT and BNB, always all four. */
  coins: CoinOverview[];
};

/** A customer's mining at a glance, per coin: power, the live rate, what is accruing and the recent payouts. */
export class OverviewService {
  constructor(
    private readonly database: Database,
    private readonly mining: MiningService,
    private readonly now: () => number,
  ) {}

  async overview(userId: string, market: MarketSnapshot): Promise<MiningOverviewFigures> {
    if (!isUuid(userId)) throw miningError('INVALID_INPUT', 'Not a customer id');
    const atMs = this.now();
    const today = utcDay(atMs);
    const db = this.database.orm;
    const [contracts, newestDays, payouts, plans] = await Promise.all([
      openContractsOfUser(db, userId),
      newestAccruedDays(db, userId),
      dailyPayouts(db, userId, addDays(today, -PAYOUT_HISTORY_DAYS), addDays(today, -1)),
      this.mining.plans(undefined, undefined),
    ]);
    const planById = new Map(plans.map((plan) => [plan.id, plan]));
    const coins = COINS.map((coin) =>
      coinOverview({
        coin,
        contracts: contracts.filter((contract) => contract.coin === coin),
        planOf: (planId) => planById.get(planId),
        market,
        today,
        newestAccruedDay: newestDays.get(coin)?.accrued,
        newestPaidDay: newestDays.get(coin)?.paid ?? null,
        payoutsByDay: new Map(payouts.filter((row) => row.coin === coin).map((row) => [row.day, row.amountMinor])),
      }),
    );
    return { at: new Date(atMs), coins };
  }
}
