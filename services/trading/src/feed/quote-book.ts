import type { CandleRow, QuoteRow } from '../db/market-data.repository';
import { minuteStartMs } from './price-rules';

const MINUTE_MS = 60_000;

/** What changed since the last flush: written together in one transaction. `ticks` are every tick, in order. */
export type FeedChanges = {
  quotes: QuoteRow[];
  ticks: QuoteRow[];
  openCandles: CandleRow[];
  finishedCandles: CandleRow[];
};

/**
 * Ticks kept for the database while it is unreachable: about a minute of the whole feed. Older ones
 * are dropped (the latest quote and the candles still are written), so an outage cannot exhaust memory.
 */
export const MAX_PENDING_TICKS = 5_000;

export function hasChanges(changes: FeedChanges): boolean {
  return changes.quotes.length + changes.openCandles.length + changes.finishedCandles.length + changes.ticks.length > 0;
}

/**
 * The feed's memory: the latest quote and the current minute's candle per instrument, plus what
 * the next flush must write. Ticks arrive several times a second; the database sees them once a
 * second, so queries read quotes from here and the database is the restart point.
 */
export class QuoteBook {
  private readonly quotes = new Map<string, QuoteRow>();
  private readonly openCandles = new Map<string, CandleRow>();
  /** Start of each symbol's last finished minute: an earlier tick must not reopen it. */
  private readonly finishedUntilMs = new Map<string, number>();
  private readonly changedSymbols = new Set<string>();
  private finishedCandles: CandleRow[] = [];
  private pendingTicks: QuoteRow[] = [];

  /** Stored quotes are known but not changed: nothing to write until they tick. */
  constructor(storedQuotes: QuoteRow[]) {
    for (const quote of storedQuotes) this.quotes.set(quote.symbol, { ...quote });
  }

  latest(symbol: string): QuoteRow | undefined {
    const quote = this.quotes.get(symbol);
    return quote && { ...quote };
  }

  record(quote: QuoteRow): void {
    this.quotes.set(quote.symbol, { ...quote });
    this.pendingTicks.push({ ...quote });
    if (this.pendingTicks.length > MAX_PENDING_TICKS) this.pendingTicks.shift();
    this.changedSymbols.add(quote.symbol);
    const startedAtMs = minuteStartMs(quote.at.getTime());
    // A clock that stepped back into a finished minute: the quote counts, the candle stays closed.
    if (startedAtMs <= (this.finishedUntilMs.get(quote.symbol) ?? Number.NEGATIVE_INFINITY)) return;
    const open = this.openCandles.get(quote.symbol);
    if (open && startedAtMs > open.startedAt.getTime()) this.finish(open);
    if (!open || startedAtMs > open.startedAt.getTime()) {
      const ask = quote.ask;
      this.openCandles.set(quote.symbol, {
        symbol: quote.symbol,
        startedAt: new Date(startedAtMs),
        open: ask,
        high: ask,
        low: ask,
        close: ask,
      });
      return;
    }
    // Same minute (or a clock that stepped back within the open one): extend the open candle.
    open.high = Math.max(open.high, quote.ask);
    open.low = Math.min(open.low, quote.ask);
    open.close = quote.ask;
  }

  /**
   * Hands the pending changes to a flush (copies, so later ticks do not alter what is written)
   * and first finishes every candle whose minute has ended by `nowMs`, ticked since or not.
   */
  takeChanges(nowMs: number): FeedChanges {
    for (const candle of this.openCandles.values()) {
      if (candle.startedAt.getTime() + MINUTE_MS <= nowMs) this.finish(candle);
    }
    const symbols = [...this.changedSymbols];
    this.changedSymbols.clear();
    const finishedCandles = this.finishedCandles;
    this.finishedCandles = [];
    const ticks = this.pendingTicks;
    this.pendingTicks = [];
    return {
      quotes: symbols.flatMap((symbol) => this.copyOf(this.quotes, symbol)),
      ticks,
      openCandles: symbols.flatMap((symbol) => this.copyOf(this.openCandles, symbol)),
      finishedCandles,
    };
  }

  /** A flush failed: its changes are written by the next one (latest values, same finished candles). */
  restore(changes: FeedChanges): void {
    for (const quote of changes.quotes) this.changedSymbols.add(quote.symbol);
    this.finishedCandles = [...changes.finishedCandles, ...this.finishedCandles];
    this.pendingTicks = [...changes.ticks, ...this.pendingTicks].slice(-MAX_PENDING_TICKS);
  }

  private finish(candle: CandleRow): void {
    this.openCandles.delete(candle.symbol);
    this.finishedUntilMs.set(candle.symbol, candle.startedAt.getTime());
    this.finishedCandles.push(candle);
  }

  private copyOf<T extends object>(rows: Map<string, T>, symbol: string): T[] {
    const row = rows.get(symbol);
    return row ? [{ ...row }] : [];
  }
}
