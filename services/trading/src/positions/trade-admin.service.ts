import { recordAudit } from '@mc/platform';
import type { Database, Outbox, Viewer } from '@mc/platform';
import type { Actor } from '../access';
import { findOption, findTrade, lockTrade, voidTradeRow, type TradeRow } from '../db/positions.repository';
import { latestTickOf } from '../db/ticks.repository';
import { tradingError } from '../errors';
import { tradeVoidedEvent } from '../events/position-events';
import type { TradeLive } from '../live/trade-live';
import { retireReason as statedReason } from '../traders/trader-rules';
import { formatScaled, priceFromUnits } from './figures';
import { notOpen, type TradeService } from './trade.service';
import { voidDeadline, VOID_WINDOW_SESSIONS, withinVoidWindow } from './void-window';

export type ClosePreview = {
  tradeId: string;
  currency: string;
  tickId: bigint;
  price: number;
  at: Date;
  profitMinor: bigint;
};

/**
 * What an admin may do to a trade instead of editing it (DESIGN.md §2 rules 2–4): close it at market
 * (the feed's price, the system's profit) or void it within 5 trading sessions. Each audited, with the
 * admin's IP, in the transaction that changes the trade.
 */
export class TradeAdminService {
  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly trades: TradeService,
    private readonly live: TradeLive,
    private readonly now: () => number,
  ) {}

  /** The profit the trade would realise at the latest recorded tick: for its owner and admins. */
  async preview(viewer: Viewer, tradeId: string): Promise<ClosePreview> {
    const trade = await this.trades.visibleTrade(viewer, tradeId);
    if (trade.status !== 'OPEN') throw notOpen(trade);
    const tick = await latestTickOf(this.database.orm, trade.symbol);
    if (!tick) throw tradingError('QUOTE_UNAVAILABLE', `No recorded price for ${trade.symbol} yet`);
    const figures = await this.trades.closingFigures(trade, tick, this.database.orm);
    return {
      tradeId: trade.id,
      currency: trade.currency,
      tickId: tick.id,
      price: priceFromUnits(figures.closePrice),
      at: tick.at,
      profitMinor: figures.profitMinor,
    };
  }

  /** Closes an open trade at the feed's latest tick with closedBy ADMIN; the reason goes to the audit log. */
  async close(actor: Actor, viewer: Viewer, tradeId: string, reason: string): Promise<TradeRow> {
    const why = statedReason(reason);
    const trade = await this.trades.visibleTrade(viewer, tradeId);
    return this.trades.closeByAdmin(trade, (tx, closed, before) =>
      recordAudit(tx, actor, {
        operation: 'TRADE_CLOSED_AT_MARKET',
        targetType: 'TRADE',
        targetId: closed.id,
        before: { status: before.status },
        after: {
          status: closed.status,
          reason: why,
          closeTickId: closed.closeTickId,
          closePrice: closed.closePrice,
          profit: formatScaled(closed.profitMinor!, 2),
        },
      }),
    );
  }

  /**
   * Voids a trade for a stated reason within 5 trading sessions of its opening (see void-window.ts). It
   * stays visible as VOIDED; funds releases an open trade's margin or reverses a closed trade's result.
   */
  async void(actor: Actor, tradeId: string, reason: string): Promise<TradeRow> {
    const why = statedReason(reason);
    await this.refuseUnknown(tradeId);
    const voided = await this.outbox.transaction(async (tx, publish) => {
      const before = (await lockTrade(tx, tradeId))!;
      if (before.status === 'VOIDED')
        throw tradingError('TRADE_ALREADY_VOIDED', `This trade was already voided: ${before.voidReason}`);
      const deadline = voidDeadline(before.openedAt);
      if (!withinVoidWindow(before.openedAt, this.now()))
        throw tradingError(
          'VOID_WINDOW_CLOSED',
          `A trade can be voided within ${VOID_WINDOW_SESSIONS} trading sessions of its opening (until ${deadline.toISOString()})`,
          { deadline: deadline.toISOString() },
        );
      const row = await voidTradeRow(tx, tradeId, {
        voidedAt: new Date(this.now()),
        voidReason: why,
        voidedBy: actor.adminId,
      });
      await recordAudit(tx, actor, {
        operation: 'TRADE_VOIDED',
        targetType: 'TRADE',
        targetId: row.id,
        before: {
          status: before.status,
          profit: before.profitMinor === null ? null : formatScaled(before.profitMinor, 2),
        },
        after: { status: row.status, reason: why },
      });
      await publish(tradeVoidedEvent(row, before));
      return row;
    });
    this.trades.forget(voided.id);
    this.live.publish(voided.userId, { kind: 'TRADE', id: voided.id, status: 'VOIDED' });
    return voided;
  }

  /** An option id is named as such: options are settled from recorded ticks and are never voided. */
  private async refuseUnknown(tradeId: string): Promise<void> {
    const valid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(tradeId);
    if (valid && (await findTrade(this.database.orm, tradeId))) return;
    if (valid && (await findOption(this.database.orm, tradeId)))
      throw tradingError(
        'OPTION_NOT_VOIDABLE',
        'Options cannot be voided: they are settled by the server from recorded ticks within minutes',
      );
    throw tradingError('TRADE_NOT_FOUND', 'Trade Not Found');
  }
}
