import { recordAudit } from '@mc/platform';
import type { Database } from '@mc/platform';
import { requestIdOf, type Actor } from '../access';
import { insertMirrorRates, openModelMarginMinor, openModelTrades } from '../db/copy-trading.repository';
import { findTrade, insertTrade, type TradeRow } from '../db/positions.repository';
import { recordTick } from '../db/ticks.repository';
import { tradingError } from '../errors';
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
  UNITS_SCALE,
} from '../positions/figures';
import type { Market } from '../positions/market';
import { checkedAmount, checkedLevel, checkedLeverage, refuseLevelsOnTheWrongSide } from '../positions/trade-rules';
import { isModelTrade, type OpenTradeRequest, type TradeService } from '../positions/trade.service';
import { traderNotFound, type TraderService } from '../traders/trader.service';
import { usd } from '../traders/trader-rules';
import { DESK_LEVERAGE, TRADING_CURRENCIES } from './copy-figures';
import type { MirrorFanout } from './mirror-fanout';

export type OpenTraderTradeRequest = OpenTradeRequest & { traderId: string };

/**
 * The trader desk (DESIGN.md §16): TRADING_DESK admins place and close a trader's model-account trades at
 * the feed's latest tick, audited with admin and IP. The model account holds no customer money: its
 * margins (USD) are bounded by the trader's stated equity, the open ones together at most that equity.
 */
export class DeskService {
  constructor(
    private readonly database: Database,
    private readonly traders: TraderService,
    private readonly trades: TradeService,
    private readonly fanout: MirrorFanout,
    private readonly market: Market,
    private readonly now: () => number,
  ) {}

  /** At start: fan-outs a restart interrupted go on for the copies that have neither mirror nor skip. */
  async resume(): Promise<void> {
    for (const trade of await openModelTrades(this.database.orm)) await this.fanout.run(trade);
  }

  /** The same requestId again returns the trade (and resumes its fan-out); another trader's: IDEMPOTENCY_CONFLICT. */
  async open(actor: Actor, request: OpenTraderTradeRequest): Promise<TradeRow> {
    const tradeId = requestIdOf(request.requestId);
    const earlier = await findTrade(this.database.orm, tradeId);
    if (earlier) return this.again(earlier, request.traderId);
    const instrument = await this.market.tradableInstrument(request.symbol);
    const leverage = checkedLeverage(request.leverage, DESK_LEVERAGE);
    const marginMinor = parseScaled(checkedAmount(request.margin, 'margin'), 2);
    const takeProfit = checkedLevel(request.takeProfit, instrument.pricePrecision, 'takeProfit');
    const stopLoss = checkedLevel(request.stopLoss, instrument.pricePrecision, 'stopLoss');
    const quoteNow = this.market.latestQuote(instrument.symbol);
    refuseLevelsOnTheWrongSide(request.side, priceUnits(closingPrice(request.side, quoteNow)), takeProfit, stopLoss);
    const rate = this.market.rate(instrument.quoteCurrency, 'USD');
    if (rate === undefined) throw tradingError('QUOTE_UNAVAILABLE', 'No conversion rate into USD yet');
    const { trade, inserted } = await this.database.orm.transaction(async (tx) => {
      const trader = await this.traders.lockedTrader(tx, request.traderId);
      if (!trader) throw traderNotFound();
      if (trader.retiredAt) throw tradingError('TRADER_RETIRED', 'This trader is retired and no longer trades');
      const openMarginMinor = await openModelMarginMinor(tx, trader.id);
      if (openMarginMinor + marginMinor > trader.equityMinor)
        throw tradingError(
          'EQUITY_EXCEEDED',
          `Open margins would be ${usd(openMarginMinor + marginMinor)} USD, above the stated equity of ${usd(trader.equityMinor)} USD`,
          { openMargin: usd(openMarginMinor), equity: usd(trader.equityMinor) },
        );
      const tick = await recordTick(tx, this.market.latestQuote(instrument.symbol));
      const openPrice = priceUnits(openingPrice(request.side, tick));
      const insertedRow = await insertTrade(tx, {
        id: tradeId,
        userId: trader.id,
        symbol: instrument.symbol,
        side: request.side,
        status: 'OPEN',
        currency: 'USD',
        marginMinor,
        leverage,
        units: formatScaled(lotUnits(marginMinor, 2, leverage, openPrice, rate), UNITS_SCALE),
        openTickId: tick.id,
        openPrice: priceFromUnits(openPrice),
        openRate: formatScaled(rate, RATE_SCALE),
        openedAt: tick.at,
        takeProfit: takeProfit === null ? null : priceFromUnits(takeProfit),
        stopLoss: stopLoss === null ? null : priceFromUnits(stopLoss),
        closeOutPrice: priceFromUnits(closeOutPrice(request.side, openPrice, leverage, instrument.pricePrecision)),
        traderId: trader.id,
      });
      const trade = insertedRow ?? (await findTrade(tx, tradeId))!;
      const inserted = insertedRow !== undefined;
      if (!inserted) return { trade, inserted };
      await insertMirrorRates(tx, this.mirrorRates(tradeId, instrument.quoteCurrency, new Date(this.now())));
      await recordAudit(tx, actor, {
        operation: 'TRADER_TRADE_OPENED',
        targetType: 'TRADE',
        targetId: tradeId,
        after: trade,
      });
      return { trade, inserted };
    });
    if (!inserted) return this.again(trade, request.traderId);
    this.trades.track(trade);
    await this.fanout.run(trade);
    return trade;
  }

  /** Closes a model trade at the feed's latest tick (closedBy ADMIN); its mirrors close at the same tick. */
  async close(actor: Actor, tradeId: string): Promise<TradeRow> {
    const trade = /^[0-9a-f-]{36}$/i.test(tradeId) ? await findTrade(this.database.orm, tradeId) : undefined;
    if (!trade || !isModelTrade(trade)) throw tradingError('TRADE_NOT_FOUND', 'Trade Not Found');
    if (trade.status !== 'OPEN') throw notOpen(trade);
    const closed = await this.trades.closeAt(trade.id, this.market.latestQuote(trade.symbol), {
      reason: 'ADMIN',
      audit: (tx, row) =>
        recordAudit(tx, actor, {
          operation: 'TRADER_TRADE_CLOSED',
          targetType: 'TRADE',
          targetId: row.id,
          before: trade,
          after: row,
        }),
    });
    if (!closed) throw notOpen((await findTrade(this.database.orm, trade.id))!);
    return closed;
  }

  private async again(trade: TradeRow, traderId: string): Promise<TradeRow> {
    if (!isModelTrade(trade) || trade.traderId !== traderId.toLowerCase())
      throw tradingError('IDEMPOTENCY_CONFLICT', 'This requestId was used for another trade');
    await this.fanout.run(trade);
    return trade;
  }

  /** Fixed when the trade opens: every mirror of it, even one resumed after a restart, uses these. */
  private mirrorRates(traderTradeId: string, quoteCurrency: string, fixedAt: Date) {
    return TRADING_CURRENCIES.flatMap((currency) => {
      const usdRate = this.market.rate('USD', currency);
      const quoteRate = this.market.rate(quoteCurrency, currency);
      if (usdRate === undefined || quoteRate === undefined) return [];
      return [
        {
          traderTradeId,
          currency,
          usdRate: formatScaled(usdRate, RATE_SCALE),
          quoteRate: formatScaled(quoteRate, RATE_SCALE),
          fixedAt,
        },
      ];
    });
  }
}

function notOpen(trade: TradeRow) {
  return tradingError('TRADE_NOT_OPEN', `This trade is already ${trade.status}`, { status: trade.status });
}
