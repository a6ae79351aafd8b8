import { liveTradeProfits, liveTradeProfitsSubject, type LiveTradeProfits } from '@mc/contracts';
import type { Database, EventBus, Logger } from '@mc/platform';
import { listInstruments } from '../db/instruments.repository';
import type { TradeRow } from '../db/positions.repository';
import type { QuoteSource } from '../feed';
import { conversionRate, conversionSymbols } from '../positions/conversion';
import {
  closingPrice,
  formatScaled,
  parseScaled,
  priceFromUnits,
  priceUnits,
  RATE_SCALE,
  tradeProfitMinor,
  UNITS_SCALE,
  type Scaled,
  type Side,
} from '../positions/figures';

/** At most one message a second per customer: the screens show profit, not every tick. */
export const LIVE_PROFITS_INTERVAL_MS = 1_000;
/** The contract's bound on one message; a customer with more open trades gets their first 1,000. */
const MAX_TRADES_PER_MESSAGE = 1_000;
/** Trading currencies (USD, EUR, GBP) keep two decimals, as `TradeService` closes with. */
const TRADING_MINOR_SCALE = 2;

type TrackedTrade = {
  id: string;
  userId: string;
  symbol: string;
  side: Side;
  currency: string;
  quoteCurrency: string;
  units: Scaled;
  openPrice: Scaled;
  openRate: Scaled;
  marginMinor: bigint;
  /** The feed symbols whose ticks change this trade's profit: its own and its conversion pairs. */
  symbols: string[];
};

/**
 * Live profit of open trades, pushed on `live.profit.<userId>`. Trading computes it with the closing
 * formulas (`tradeProfitMinor` at the latest tick's closing price and the current conversion rate, as
 * a close now would), so no client does trading arithmetic. Cheap with many open trades: once a second
 * only customers holding a trade whose symbol (or conversion pair) ticked are recomputed, from memory.
 */
export class LiveProfits {
  private readonly trades = new Map<string, TrackedTrade>();
  private readonly tradesOfUser = new Map<string, Set<string>>();
  private readonly tradesOfSymbol = new Map<string, Set<string>>();
  private readonly movedSymbols = new Set<string>();
  private quoteCurrencies = new Map<string, string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly bus: EventBus,
    private readonly quotes: QuoteSource,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  /** Loads the catalogue's quote currencies, then publishes every `intervalMs`. */
  async start(intervalMs = LIVE_PROFITS_INTERVAL_MS): Promise<void> {
    const instruments = await listInstruments(this.database.orm);
    this.quoteCurrencies = new Map(instruments.map((instrument) => [instrument.symbol, instrument.quoteCurrency]));
    this.timer = setInterval(() => this.publishMoved(), intervalMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** An open trade to follow (idempotent: indexing the same trade again changes nothing). */
  track(trade: TradeRow): void {
    if (trade.status !== 'OPEN' || this.trades.has(trade.id)) return;
    const quoteCurrency = this.quoteCurrencies.get(trade.symbol);
    if (quoteCurrency === undefined) return;
    const tracked: TrackedTrade = {
      id: trade.id,
      userId: trade.userId,
      symbol: trade.symbol,
      side: trade.side,
      currency: trade.currency,
      quoteCurrency,
      units: parseScaled(trade.units, UNITS_SCALE),
      openPrice: priceUnits(trade.openPrice),
      openRate: parseScaled(trade.openRate, RATE_SCALE),
      marginMinor: trade.marginMinor,
      symbols: [trade.symbol, ...conversionSymbols(quoteCurrency, trade.currency)],
    };
    this.trades.set(trade.id, tracked);
    addTo(this.tradesOfUser, trade.userId, trade.id);
    for (const symbol of tracked.symbols) addTo(this.tradesOfSymbol, symbol, trade.id);
    // A new trade's customer gets its profit at the next publish, whatever ticks.
    this.movedSymbols.add(trade.symbol);
  }

  untrack(tradeId: string): void {
    const tracked = this.trades.get(tradeId);
    if (!tracked) return;
    this.trades.delete(tradeId);
    removeFrom(this.tradesOfUser, tracked.userId, tradeId);
    for (const symbol of tracked.symbols) removeFrom(this.tradesOfSymbol, symbol, tradeId);
  }

  /** The feed's listener: remembers the symbol moved; the work waits for the next publish. */
  onTick(symbol: string): void {
    if (this.tradesOfSymbol.has(symbol)) this.movedSymbols.add(symbol);
  }

  /** Publishes, for each customer holding a trade that moved since the last run, all their open trades. */
  publishMoved(): number {
    const users = new Set<string>();
    for (const symbol of this.movedSymbols)
      for (const tradeId of this.tradesOfSymbol.get(symbol) ?? []) users.add(this.trades.get(tradeId)!.userId);
    this.movedSymbols.clear();
    for (const userId of users) this.publishUser(userId);
    return users.size;
  }

  /** The message a customer would get now; undefined without open trades or prices. */
  profitsOf(userId: string): LiveTradeProfits | undefined {
    const trades = [...(this.tradesOfUser.get(userId) ?? [])]
      .slice(0, MAX_TRADES_PER_MESSAGE)
      .flatMap((tradeId) => this.figure(this.trades.get(tradeId)!));
    if (trades.length === 0) return undefined;
    return { at: new Date(this.now()).toISOString(), trades };
  }

  private publishUser(userId: string): void {
    const message = liveTradeProfits.safeParse(this.profitsOf(userId));
    if (!message.success) {
      this.logger.error({ issues: message.error.issues, userId }, 'live profits break their contract; not sent');
      return;
    }
    // A convenience, like every live message: the trade's figures are decided when it closes.
    this.bus.publishLive(liveTradeProfitsSubject(userId), message.data);
  }

  /** The profit a close at the latest tick would make, as `TradeService` closes (the same fallback rate). */
  private figure(trade: TrackedTrade): LiveTradeProfits['trades'] {
    const quote = this.quotes.latestQuote(trade.symbol);
    if (!quote) return [];
    const closePrice = priceUnits(closingPrice(trade.side, quote));
    const closeRate =
      conversionRate(trade.quoteCurrency, trade.currency, (symbol) => this.quotes.latestQuote(symbol)?.ask) ??
      trade.openRate;
    const profitMinor = tradeProfitMinor({
      side: trade.side,
      units: trade.units,
      openPrice: trade.openPrice,
      closePrice,
      closeRate,
      marginMinor: trade.marginMinor,
      minorScale: TRADING_MINOR_SCALE,
    });
    return [
      {
        tradeId: trade.id,
        symbol: trade.symbol,
        price: priceFromUnits(closePrice),
        tickAt: quote.at.toISOString(),
        profit: formatScaled(profitMinor, TRADING_MINOR_SCALE),
        currency: trade.currency,
      },
    ];
  }
}

function addTo(index: Map<string, Set<string>>, key: string, tradeId: string): void {
  let ids = index.get(key);
  if (!ids) index.set(key, (ids = new Set()));
  ids.add(tradeId);
}

function removeFrom(index: Map<string, Set<string>>, key: string, tradeId: string): void {
  const ids = index.get(key);
  ids?.delete(tradeId);
  if (ids?.size === 0) index.delete(key);
}
