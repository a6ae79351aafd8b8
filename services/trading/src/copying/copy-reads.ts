import type { Database } from '@mc/platform';
import {
  closedModelTradesOf,
  findProfitShare,
  mirrorCountOf,
  openModelMarginMinor,
  modelTradesOf,
  skipsOfTraderTrade,
  skipsOfUser,
  type MirrorSkipRow,
} from '../db/copy-trading.repository';
import type { TradeRow } from '../db/positions.repository';
import type { TraderRow } from '../db/traders.repository';
import { equityCurve, type CurvePoint } from './copy-figures';

const MAX_LIMIT = 100;

/** What the trader detail page, the desk and the customer read of copy trading. */
export class CopyReads {
  constructor(private readonly database: Database) {}

  async equityCurve(trader: TraderRow): Promise<CurvePoint[]> {
    const closed = await closedModelTradesOf(this.database.orm, trader.id);
    return equityCurve(trader.equityMinor, trader.createdAt, closed);
  }

  recentTrades(traderId: string, limit: number | null | undefined): Promise<TradeRow[]> {
    return modelTradesOf(this.database.orm, traderId, Math.min(MAX_LIMIT, Math.max(1, Math.floor(limit ?? 20))));
  }

  mirrorSkips(traderTradeId: string): Promise<MirrorSkipRow[]> {
    return skipsOfTraderTrade(this.database.orm, traderTradeId);
  }

  openMarginMinor(traderId: string): Promise<bigint> {
    return openModelMarginMinor(this.database.orm, traderId);
  }

  mirrorCount(traderTradeId: string): Promise<number> {
    return mirrorCountOf(this.database.orm, traderTradeId);
  }

  skippedMirrors(userId: string): Promise<MirrorSkipRow[]> {
    return skipsOfUser(this.database.orm, userId, MAX_LIMIT);
  }

  /** The share taken when the mirror closed: positive, or null (not a mirror, open, or nothing above the mark). */
  async profitShareMinor(trade: TradeRow): Promise<bigint | null> {
    if (trade.copiedFrom === null || trade.status !== 'CLOSED') return null;
    const share = await findProfitShare(this.database.orm, trade.id);
    return share && share.shareMinor > 0n ? share.shareMinor : null;
  }
}
