import type { TradeProfitShare } from '@mc/contracts';
import { appendManyToOutbox, type Database, type Executor, type Logger, type Outbox, type Viewer } from '@mc/platform';
import { mayRead, requestIdOf } from '../access';
import {
  closeTradeRow,
  closeTradeRows,
  findTrade,
  insertTrade,
  listOpenTrades,
  lockOpenTrades,
  lockTrade,
  openTradesAmong,
  openTradesOf,
  pageTrades,
  type Page,
  type PageRequest,
  type RecordedClose,
  type TradeRow,
  type TradeStatus,
} from '../db/positions.repository';
import type { InstrumentRow } from '../db/instruments.repository';
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

/**
 * Trades one tick reaches close together in transactions of at most this many. One batch of the
 * take-profit row's 2,174 closed them all in 0.42-0.53 s; batches of 1,000 took 0.63-1.0 s, the later
 * ones slowed by funds settling the first.
 */
const CLOSES_PER_TRANSACTION = 5_000;

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
      .then((tick) => this.closeReached(reached, quote, tick))
      .catch((error: unknown) => {
        this.logger.error(
          { err: error, symbol: quote.symbol },
          'recording a triggering tick failed; retried at the next tick',
        );
        for (const tradeId of reached) this.closing.delete(tradeId);
      });
  }

  /** Closes what one tick reached, set-based: a transaction per batch, not per trade. */
  private async closeReached(reached: string[], quote: QuoteRow, tick: TickRow): Promise<void> {
    for (let start = 0; start < reached.length; start += CLOSES_PER_TRANSACTION) {
      const batch = reached.slice(start, start + CLOSES_PER_TRANSACTION);
      const alone = await this.closeTogether(batch, quote, tick).catch(async (error: unknown): Promise<string[]> => {
        this.logger.error(
          { err: error, trades: batch.length },
          'closing triggered trades failed; retried at the next tick',
        );
        for (const trade of await openTradesAmong(this.database.orm, batch)) this.index(trade);
        return [];
      });
      for (const tradeId of batch) if (!alone.includes(tradeId)) this.closing.delete(tradeId);
      await Promise.all(alone.map((tradeId) => this.closeTriggered(tradeId, quote, tick)));
    }
  }

  /**
   * Customers' own trades reached by the tick close in one transaction: one statement locks them, one
   * closes them each at its figures, one appends their events. A trade whose levels no longer hold at
   * this tick goes back to the index. Mirrors and model trades (a profit share, mirrors to close) are
   * returned, to close one by one as before.
   */
  private async closeTogether(tradeIds: string[], quote: QuoteRow, tick: TickRow): Promise<string[]> {
    const { closed, stale, alone } = await this.outbox.transaction(async (tx) => {
      const open = await lockOpenTrades(tx, tradeIds);
      const instrument = await this.market.instrument(quote.symbol, tx);
      const closes = [];
      const stale: TradeRow[] = [];
      for (const trade of open.filter((candidate) => candidate.traderId === null)) {
        const figures = this.figuresWith(trade, quote, instrument!);
        const reason = triggeredReason(levelsOf(trade), figures.closePrice);
        if (reason) closes.push({ id: trade.id, ...closeOf(figures, tick, reason) });
        else stale.push(trade);
      }
      const closed = await closeTradeRows(tx, closes);
      await appendManyToOutbox(
        tx,
        closed.map((row) => tradeClosedEvent(row)),
      );
      return { closed, stale, alone: open.filter((trade) => trade.traderId !== null).map((trade) => trade.id) };
    });
    for (const trade of stale) this.index(trade);
    for (const row of closed) this.afterClosing(row);
    return alone;
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
    return this.figuresWith(trade, quote, (await this.market.instrument(trade.symbol, db))!);
  }

  private figuresWith(
    trade: TradeRow,
    quote: Pick<QuoteRow, 'ask' | 'bid'>,
    instrument: Pick<InstrumentRow, 'quoteCurrency'>,
  ): ClosingFigures {
    const closePrice = priceUnits(closingPrice(trade.side, quote));
    const closeRate =
      this.market.rate(instrument.quoteCurrency, trade.currency) ?? parseScaled(trade.openRate, RATE_SCALE);
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
      const row = await closeTradeRow(tx, tradeId, closeOf(figures, tick, reason));
      if (closing.reason !== 'TRIGGER') await closing.audit?.(tx, row);
      await alongside?.(tx, row, trade);
      const share = await this.copyTrading?.inClose(tx, row);
      // A model trade holds no customer money: funds has no hold to settle for it.
      if (!isModelTrade(row)) await publish(tradeClosedEvent(row, share));
      return row;
    });
    if (closed) {
      this.afterClosing(closed);
      await this.copyTrading?.afterClose(closed);
    }
    return closed;
  }

  private afterClosing(closed: TradeRow): void {
    this.triggers.remove(closed.id);
    this.profits?.untrack(closed.id);
    this.live.publish(closed.userId, { kind: 'TRADE', id: closed.id, status: 'CLOSED' });
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

/** A close's columns: at the tick, for the reason, with the figures it realises. */
function closeOf(figures: ClosingFigures, tick: TickRow, reason: CloseReason): RecordedClose {
  return {
    status: 'CLOSED',
    closeTickId: tick.id,
    closePrice: priceFromUnits(figures.closePrice),
    closeRate: formatScaled(figures.closeRate, RATE_SCALE),
    closedAt: tick.at,
    closedBy: reason,
    profitMinor: figures.profitMinor,
  };
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
