import type { TradeProfitShare } from '@mc/contracts';
import type { Database, Executor, Logger, Outbox, Viewer } from '@mc/platform';
import { mayRead, requestIdOf } from '../access';
import {
  closeTradeRow,
  findTrade,
  insertTrade,
  listOpenTrades,
  lockTrade,
  openTradesOf,
  pageTrades,
  type Page,
  type PageRequest,
  type TradeRow,
  type TradeStatus,
} from '../db/positions.repository';
import type { QuoteRow } from '../db/market-data.repository';
import { recordTick, type TickRow } from '../db/ticks.repository';
import { tradingError } from '../errors';
import { holdIdOfTrade, tradeClosedEvent, tradeOpenedEvent } from '../events/position-events';
import type { LiveProfits } from '../live/live-profits';
import type { TradeLive } from '../live/trade-live';
import {
  closeOutPrice,
  closingPrice,
  formatScaled,
  lotUnits,
  openingPrice,
  parseScaled,
  priceFromUnits,
  priceUnits,
  RATE_SCALE,
  tradeProfitMinor,
  UNITS_SCALE,
  type Scaled,
  type Side,
} from './figures';
import type { Market } from './market';
import { abandonRequest } from './abandon';
import type { PositionOpening } from './position-opening';
import {
  checkedAmount,
  checkedLevel,
  checkedLeverage,
  refuseLevelsOnTheWrongSide,
  triggeredReason,
  type CloseReason,
  type TriggerLevels,
} from './trade-rules';
import type { CopyService } from '../traders/copy.service';
import type { JurisdictionService } from './jurisdiction.service';
import { TriggerIndex } from './trigger-index';

export type OpenTradeRequest = {
  requestId: string;
  symbol: string;
  side: Side;
  margin: string;
  leverage: number;
  takeProfit?: number | null;
  stopLoss?: number | null;
};

/**
 * How a trade closes: for a reason (the desk's close audits in the same transaction), or as its levels
 * say at a triggering tick, recorded before its closes start.
 */
export type Closing =
  | { reason: CloseReason; audit?: (tx: Executor, closed: TradeRow) => Promise<void> }
  | { reason: 'TRIGGER'; tick: TickRow };

/** Copy trading's part in closing (src/copying): a mirror's profit share, and a model trade's mirrors. */
export type CopyTradingHooks = {
  /** In the closing transaction, once the row is closed: the trader's share of a mirror, if any. */
  inClose(tx: Executor, closed: TradeRow): Promise<TradeProfitShare | undefined>;
  /** After the commit: a closed model trade closes its mirrors at the same tick. */
  afterClose(closed: TradeRow): Promise<void>;
};
export type ClosingFigures = { closePrice: Scaled; closeRate: Scaled; profitMinor: bigint };
/** Written in a close's own transaction (an admin close's audit entry): the close and it commit together. */
export type AlongsideClose = (tx: Executor, closed: TradeRow, before: TradeRow) => Promise<void>;

/** CFD trades (DESIGN.md §7, §16): opened at a recorded tick with the margin held, closed at one. */
export class TradeService {
  private readonly triggers = new TriggerIndex();
  private readonly closing = new Set<string>();
  private copyTrading: CopyTradingHooks | undefined;

  constructor(
    private readonly database: Database,
    private readonly copies: Pick<CopyService, 'requireCopy'>,
    private readonly jurisdiction: JurisdictionService,
    private readonly outbox: Outbox,
    private readonly market: Market,
    private readonly opening: PositionOpening,
    private readonly live: TradeLive,
    private readonly logger: Logger,
    private readonly now: () => number,
    /** Follows open trades for their live profit (optional: tests of the rules alone go without). */
    private readonly profits?: Pick<LiveProfits, 'track' | 'untrack'>,
  ) {}

  useCopyTrading(hooks: CopyTradingHooks): void {
    this.copyTrading = hooks;
  }

  /** Indexes every open trade; from then on each tick closes the trades it reaches. */
  async start(): Promise<void> {
    for (const trade of await listOpenTrades(this.database.orm)) this.index(trade);
  }

  async open(userId: string, request: OpenTradeRequest): Promise<TradeRow> {
    const tradeId = requestIdOf(request.requestId);
    const existing = await findTrade(this.database.orm, tradeId);
    if (existing) return ownTrade(existing, userId);
    const instrument = await this.market.tradableInstrument(request.symbol);
    // Before the saga's first step: a refused trade asks funds for nothing.
    const range = await this.jurisdiction.leverageRange(userId, instrument);
    // Every trade of the Forex screen (Crypto, Currencies and Stocks alike) needs a copied trader (DESIGN.md §16).
    await this.copies.requireCopy(userId);
    const leverage = checkedLeverage(request.leverage, range);
    const margin = checkedAmount(request.margin, 'margin');
    const takeProfit = checkedLevel(request.takeProfit, instrument.pricePrecision, 'takeProfit');
    const stopLoss = checkedLevel(request.stopLoss, instrument.pricePrecision, 'stopLoss');
    const quoteNow = this.market.latestQuote(instrument.symbol);
    refuseLevelsOnTheWrongSide(request.side, priceUnits(closingPrice(request.side, quoteNow)), takeProfit, stopLoss);
    const holdId = holdIdOfTrade(tradeId);
    const hold = await this.opening.hold(holdId, userId, margin);
    const rate = this.market.rate(instrument.quoteCurrency, hold.assetCode);
    if (rate === undefined) {
      await abandonRequest(this.outbox, holdId, userId, new Date(this.now()));
      throw tradingError('QUOTE_UNAVAILABLE', `No conversion rate into ${hold.assetCode} yet`);
    }
    const { trade, inserted } = await this.outbox.transaction(async (tx, publish) => {
      await this.opening.claimForOpening(tx, holdId, new Date(this.now()));
      const tick = await recordTick(tx, this.market.latestQuote(instrument.symbol));
      const openPrice = priceUnits(openingPrice(request.side, tick));
      const insertedRow = await insertTrade(tx, {
        id: tradeId,
        userId,
        symbol: instrument.symbol,
        side: request.side,
        status: 'OPEN',
        currency: hold.assetCode,
        marginMinor: hold.amountMinor,
        leverage,
        units: formatScaled(lotUnits(hold.amountMinor, hold.minorScale, leverage, openPrice, rate), UNITS_SCALE),
        openTickId: tick.id,
        openPrice: priceFromUnits(openPrice),
        openRate: formatScaled(rate, RATE_SCALE),
        // A trade's times are its ticks' times: what it opened and closed at, as recorded.
        openedAt: tick.at,
        takeProfit: takeProfit === null ? null : priceFromUnits(takeProfit),
        stopLoss: stopLoss === null ? null : priceFromUnits(stopLoss),
        closeOutPrice: priceFromUnits(closeOutPrice(request.side, openPrice, leverage, instrument.pricePrecision)),
      });
      const trade = ownTrade(insertedRow ?? (await findTrade(tx, tradeId))!, userId);
      const inserted = insertedRow !== undefined;
      if (inserted) await publish(tradeOpenedEvent(trade));
      return { trade, inserted };
    });
    if (inserted) {
      this.index(trade);
      this.live.publish(userId, { kind: 'TRADE', id: trade.id, status: 'OPEN' });
    }
    return trade;
  }

  /**
   * The owner closes at the feed's latest tick. Admins close at market later, with the audit log of
   * the admin work (DESIGN.md §2 rule 4). Not open: 409 naming the status.
   */
  async close(userId: string, tradeId: string): Promise<TradeRow> {
    const trade = await this.visibleTrade({ kind: 'user', userId }, tradeId);
    if (trade.status !== 'OPEN') throw notOpen(trade);
    const closed = await this.closeAt(tradeId, this.market.latestQuote(trade.symbol), { reason: 'CUSTOMER' });
    if (!closed) throw notOpen((await findTrade(this.database.orm, tradeId))!);
    return closed;
  }

  /** The trade for its owner or an admin; anyone else is told what an unknown id gets. */
  async visibleTrade(viewer: Viewer, tradeId: string): Promise<TradeRow> {
    const trade = /^[0-9a-f-]{36}$/i.test(tradeId) ? await findTrade(this.database.orm, tradeId) : undefined;
    if (!trade || !mayRead(viewer, trade.userId)) throw tradingError('TRADE_NOT_FOUND', 'Trade Not Found');
    return trade;
  }

  page(userId: string, status: TradeStatus | undefined, request: PageRequest): Promise<Page<TradeRow>> {
    return pageTrades(this.database.orm, userId, status, request);
  }

  openTrades(userId: string): Promise<TradeRow[]> {
    return openTradesOf(this.database.orm, userId);
  }

  /** The feed's listener: the trades this tick reaches close at it, each in its own transaction. */
  onTick(quote: QuoteRow): void {
    const reached = this.triggers
      .reached(quote.symbol, priceUnits(quote.bid), priceUnits(quote.ask))
      .filter((tradeId) => !this.closing.has(tradeId));
    if (reached.length === 0) return;
    for (const tradeId of reached) this.closing.add(tradeId);
    // The tick is recorded once, committed before the closes that refer to it start.
    void recordTick(this.database.orm, quote)
      .then((tick) => Promise.all(reached.map((tradeId) => this.closeTriggered(tradeId, quote, tick))))
      .catch((error: unknown) => {
        this.logger.error(
          { err: error, symbol: quote.symbol },
          'recording a triggering tick failed; retried at the next tick',
        );
        for (const tradeId of reached) this.closing.delete(tradeId);
      });
  }

  private closeTriggered(tradeId: string, quote: QuoteRow, tick: TickRow): Promise<unknown> {
    return this.closeAt(tradeId, quote, { reason: 'TRIGGER', tick })
      .catch((error: unknown) => {
        this.logger.error({ err: error, tradeId }, 'closing a triggered trade failed; retried at the next tick');
        return findTrade(this.database.orm, tradeId).then((trade) => trade?.status === 'OPEN' && this.index(trade));
      })
      .finally(() => this.closing.delete(tradeId));
  }

  /**
   * An admin closes an open trade at market (DESIGN.md §2): the same money path as the customer's close,
   * with `alongside` (the audit entry) written in the closing transaction.
   */
  async closeByAdmin(trade: TradeRow, alongside: AlongsideClose): Promise<TradeRow> {
    if (trade.status !== 'OPEN') throw notOpen(trade);
    const quote = this.market.latestQuote(trade.symbol);
    const closed = await this.closeAt(trade.id, quote, { reason: 'ADMIN' }, alongside);
    if (!closed) throw notOpen((await findTrade(this.database.orm, trade.id))!);
    return closed;
  }

  /** What closing the trade at this tick would realise: its closing price, rate and profit. */
  async closingFigures(trade: TradeRow, quote: Pick<QuoteRow, 'ask' | 'bid'>, db: Executor): Promise<ClosingFigures> {
    const closePrice = priceUnits(closingPrice(trade.side, quote));
    const instrument = await this.market.instrument(trade.symbol, db);
    const closeRate =
      this.market.rate(instrument!.quoteCurrency, trade.currency) ?? parseScaled(trade.openRate, RATE_SCALE);
    const profitMinor = tradeProfitMinor({
      side: trade.side,
      units: parseScaled(trade.units, UNITS_SCALE),
      openPrice: priceUnits(trade.openPrice),
      closePrice,
      closeRate,
      marginMinor: trade.marginMinor,
      minorScale: 2,
    });
    return { closePrice, closeRate, profitMinor };
  }

  /** A voided trade leaves the trigger index: nothing closes it any more. */
  forget(tradeId: string): void {
    this.triggers.remove(tradeId);
  }

  /**
   * Closes an open trade at this tick (recorded first) and has funds settle its margin through the
   * outbox. A trigger that no longer holds (another replica closed it, the index was stale) closes nothing.
   */
  async closeAt(
    tradeId: string,
    quote: QuoteRow,
    closing: Closing,
    alongside?: AlongsideClose,
  ): Promise<TradeRow | undefined> {
    const closed = await this.outbox.transaction(async (tx, publish) => {
      const trade = await lockTrade(tx, tradeId);
      if (!trade || trade.status !== 'OPEN') return undefined;
      const closePrice = priceUnits(closingPrice(trade.side, quote));
      const reason = closing.reason === 'TRIGGER' ? triggeredReason(levelsOf(trade), closePrice) : closing.reason;
      if (!reason) {
        this.index(trade);
        return undefined;
      }
      const tick = closing.reason === 'TRIGGER' ? closing.tick : await recordTick(tx, quote);
      const figures = await this.closingFigures(trade, quote, tx);
      const row = await closeTradeRow(tx, tradeId, {
        status: 'CLOSED',
        closeTickId: tick.id,
        closePrice: priceFromUnits(figures.closePrice),
        closeRate: formatScaled(figures.closeRate, RATE_SCALE),
        closedAt: tick.at,
        closedBy: reason,
        profitMinor: figures.profitMinor,
      });
      if (closing.reason !== 'TRIGGER') await closing.audit?.(tx, row);
      await alongside?.(tx, row, trade);
      const share = await this.copyTrading?.inClose(tx, row);
      // A model trade holds no customer money: funds has no hold to settle for it.
      if (!isModelTrade(row)) await publish(tradeClosedEvent(row, share));
      return row;
    });
    if (closed) {
      this.triggers.remove(tradeId);
      this.profits?.untrack(tradeId);
      this.live.publish(closed.userId, { kind: 'TRADE', id: closed.id, status: 'CLOSED' });
      await this.copyTrading?.afterClose(closed);
    }
    return closed;
  }

  /** Watches an open trade's levels (a model trade or a mirror opened outside `open`). */
  track(trade: TradeRow): void {
    this.index(trade);
  }

  private index(trade: TradeRow): void {
    this.triggers.add(trade.id, trade.symbol, levelsOf(trade));
    this.profits?.track(trade);
  }
}

function levelsOf(trade: TradeRow): TriggerLevels {
  return {
    side: trade.side,
    takeProfit: trade.takeProfit === null ? null : priceUnits(trade.takeProfit),
    stopLoss: trade.stopLoss === null ? null : priceUnits(trade.stopLoss),
    closeOut: priceUnits(trade.closeOutPrice),
  };
}

/** A trader's model-account trade, placed by the desk: it names its trader and copies nothing. */
export const isModelTrade = (trade: TradeRow) => trade.traderId !== null && trade.copiedFrom === null;

function ownTrade(trade: TradeRow, userId: string): TradeRow {
  if (trade.userId !== userId)
    throw tradingError('IDEMPOTENCY_CONFLICT', 'This requestId was used by another customer');
  return trade;
}

export function notOpen(trade: TradeRow) {
  return tradingError('TRADE_NOT_OPEN', `This trade is already ${trade.status}`, { status: trade.status });
}
