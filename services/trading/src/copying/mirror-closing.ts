import type { TradeProfitShare } from '@mc/contracts';
import type { Database, Executor, Logger } from '@mc/platform';
import {
  closedModelTradesWithOpenMirrors,
  insertProfitShare,
  latestProfitShare,
  lockProfitShares,
  openMirrorsOf,
} from '../db/copy-trading.repository';
import type { TradeRow } from '../db/positions.repository';
import { findTick } from '../db/ticks.repository';
import { findTrader } from '../db/traders.repository';
import { isModelTrade, type CopyTradingHooks, type TradeService } from '../positions/trade.service';
import { forEachBounded } from './bounded';
import { profitShareOf } from './copy-figures';
import { FANOUT_CONCURRENCY } from './mirror-fanout';

const NOTHING_YET = { cumulativeMinor: 0n, highWaterMarkMinor: 0n };

/**
 * Closing in copy trading: a closed model trade closes each of its open mirrors at the model trade's own
 * closing tick (read back from the ticks table, so a close resumed after a restart uses the same tick),
 * and a closed mirror records the trader's profit share above the copier's high-water mark.
 */
export class MirrorClosing implements CopyTradingHooks {
  constructor(
    private readonly database: Database,
    private readonly trades: Pick<TradeService, 'closeAt'>,
    private readonly logger: Logger,
  ) {}

  /**
   * Per copier and trader: cumulative net profit of the closed mirrors and the high-water mark, as the
   * latest `profit_shares` row has them; the share is taken above the mark (src/copying/copy-figures.ts).
   */
  async inClose(tx: Executor, closed: TradeRow): Promise<TradeProfitShare | undefined> {
    if (closed.copiedFrom === null || closed.traderId === null) return undefined;
    await lockProfitShares(tx, closed.userId, closed.traderId);
    const last = await latestProfitShare(tx, closed.userId, closed.traderId);
    const trader = (await findTrader(tx, closed.traderId))!;
    const figures = profitShareOf(last ?? NOTHING_YET, closed.profitMinor!, trader.profitShareBps);
    await insertProfitShare(tx, {
      tradeId: closed.id,
      userId: closed.userId,
      traderId: closed.traderId,
      seq: (last?.seq ?? 0) + 1,
      currency: closed.currency,
      profitMinor: closed.profitMinor!,
      ...figures,
      shareBps: trader.profitShareBps,
      at: closed.closedAt!,
    });
    if (figures.shareMinor === 0n) return undefined;
    return {
      amountMinor: String(figures.shareMinor),
      traderId: trader.id,
      traderName: trader.name,
      shareBps: trader.profitShareBps,
    };
  }

  async afterClose(closed: TradeRow): Promise<void> {
    if (isModelTrade(closed)) await this.closeMirrorsOf(closed);
  }

  /** At start: model trades a restart left closed with mirrors still open. */
  async resume(): Promise<void> {
    for (const model of await closedModelTradesWithOpenMirrors(this.database.orm)) await this.closeMirrorsOf(model);
  }

  private async closeMirrorsOf(model: TradeRow): Promise<void> {
    const mirrors = await openMirrorsOf(this.database.orm, model.id);
    if (mirrors.length === 0) return;
    const tick = (await findTick(this.database.orm, model.closeTickId!))!;
    const quote = { symbol: tick.symbol, ask: tick.ask, bid: tick.bid, at: tick.at };
    await forEachBounded(mirrors, FANOUT_CONCURRENCY, async (mirror) => {
      try {
        await this.trades.closeAt(mirror.id, quote, { reason: model.closedBy! });
      } catch (error) {
        this.logger.error({ err: error, tradeId: mirror.id }, 'closing a mirror failed; resumed at the next start');
      }
    });
  }
}
