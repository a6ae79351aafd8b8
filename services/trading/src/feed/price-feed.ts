import { priceTick, priceTickSubject } from '@mc/contracts';
import type { Database, EventBus, EventEnvelope, Logger, Outbox, Transaction } from '@mc/platform';
import { upsertCandles, upsertLastQuotes, type CandleRow, type QuoteRow } from '../db/market-data.repository';
import { insertTicks } from '../db/ticks.repository';
import { candleClosedEvent } from '../events/candle-closed';
import { bidFor } from './price-rules';
import { hasChanges, QuoteBook, type FeedChanges } from './quote-book';
import type { AskSource, FeedInstrument } from './simulated-source';

export type PriceFeedOptions = {
  instruments: FeedInstrument[];
  /** Where asks come from: the simulated walk, or a test's hand. */
  source: AskSource;
  storedQuotes: QuoteRow[];
  database: Database;
  outbox: Outbox;
  bus: EventBus;
  logger: Logger;
  flushIntervalMs: number;
  now: () => number;
};

/** What queries need from a running feed. */
export type QuoteSource = { latestQuote(symbol: string): QuoteRow | undefined };

/** Called with every published tick, after it became the latest quote (take-profit, stop-loss, close-out). */
export type TickListener = (tick: QuoteRow) => void;

/** Called after each flush with the time through which every tick of the feed is recorded. */
export type FlushListener = (recordedThrough: Date) => void;

/**
 * Turns asks into ticks: bid from the spread, validated against the contract, published live on
 * `prices.tick.<SYMBOL>`, kept in memory, and written to the database once per flush interval
 * (quotes, open candles and finished candles with their events, all in one transaction).
 */
export class PriceFeed implements QuoteSource {
  private readonly book: QuoteBook;
  private readonly source: AskSource;
  private readonly listeners: TickListener[] = [];
  private readonly flushListeners: FlushListener[] = [];
  /** Every tick produced at or before this instant is in the database (or was lost in a crash before it). */
  private recordedThroughMs: number;
  private readonly marketOf: Map<string, FeedInstrument['market']>;
  private flushTimer: NodeJS.Timeout | undefined;
  private flushChain: Promise<void> = Promise.resolve();
  private flushesQueued = 0;
  private stopping = false;
  private readonly alongsideTasks: Promise<void>[] = [];

  constructor(private readonly options: PriceFeedOptions) {
    this.book = new QuoteBook(options.storedQuotes);
    this.marketOf = new Map(options.instruments.map((instrument) => [instrument.symbol, instrument.market]));
    this.source = options.source;
    this.recordedThroughMs = options.now();
  }

  onTick(listener: TickListener): void {
    this.listeners.push(listener);
  }

  onFlushed(listener: FlushListener): void {
    this.flushListeners.push(listener);
  }

  /**
   * The time through which the feed's ticks are recorded: the first recorded tick at or after an
   * instant before it is final (a trade may record a later tick earlier, never an earlier one later).
   */
  recordedThrough(): Date {
    return new Date(this.recordedThroughMs);
  }

  start(): void {
    this.source.start((instrument, ask) => this.onAsk(instrument, ask));
    this.flushTimer = setInterval(() => {
      // A slow database must not pile up flushes; the next one writes everything pending anyway.
      if (this.flushesQueued === 0) void this.flush();
    }, this.options.flushIntervalMs);
    this.flushTimer.unref();
  }

  /** Stops ticking and writes what is pending, so a restart resumes from the very last quotes. */
  /**
   * Work that runs beside the feed (the simulated history) and ends before the feed's last flush: it is
   * told when the feed is stopping, and a failure is logged, never thrown.
   */
  alongside(task: (stopping: () => boolean) => Promise<void>): void {
    const done = task(() => this.stopping).catch((error: unknown) =>
      this.options.logger.error({ err: error }, 'a task beside the price feed failed'),
    );
    this.alongsideTasks.push(done);
  }

  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all(this.alongsideTasks);
    this.source.stop();
    clearInterval(this.flushTimer);
    await this.flush();
  }

  latestQuote(symbol: string): QuoteRow | undefined {
    return this.book.latest(symbol);
  }

  /** Runs after any flush in progress; never rejects (a failed flush is retried by the next). */
  flush(): Promise<void> {
    this.flushesQueued += 1;
    this.flushChain = this.flushChain
      .then(() => this.writeChanges())
      .finally(() => {
        this.flushesQueued -= 1;
      });
    return this.flushChain;
  }

  private onAsk(instrument: FeedInstrument, ask: number): void {
    const at = new Date(this.options.now());
    const bid = bidFor(ask, instrument.spreadBps, instrument.pricePrecision);
    // The contract is the assertion: a tick that breaks it (≤ 0, > 5 decimals) is never published
    // nor stored, and is logged as an error instead of throwing inside a timer (which would take
    // down every service of the embedded process).
    const tick = priceTick.safeParse({ symbol: instrument.symbol, ask, bid, at: at.toISOString() });
    if (!tick.success) {
      this.options.logger.error(
        { symbol: instrument.symbol, ask, bid, issues: tick.error.issues },
        'simulated tick breaks the price contract; dropped',
      );
      return;
    }
    const quote = { symbol: instrument.symbol, ask, bid, at };
    this.book.record(quote);
    this.options.bus.publishLive(priceTickSubject(instrument.symbol), tick.data);
    for (const listener of this.listeners) listener({ ...quote });
  }

  private async writeChanges(): Promise<void> {
    const cutMs = this.options.now();
    const changes = this.book.takeChanges(cutMs);
    if (hasChanges(changes) && !(await this.writeOrRestore(changes))) return;
    this.recordedThroughMs = Math.max(this.recordedThroughMs, cutMs);
    for (const listener of this.flushListeners) listener(this.recordedThrough());
  }

  /** Writes one flush's changes; when that fails they go back to the book for the next flush. */
  private async writeOrRestore(changes: FeedChanges): Promise<boolean> {
    try {
      if (changes.finishedCandles.length === 0) {
        await this.options.database.orm.transaction((tx) => this.write(tx, changes));
      } else {
        // Only finished candles carry events; waking the relay every second for nothing is waste.
        await this.options.outbox.transaction((tx, publish) => this.write(tx, changes, publish));
      }
      return true;
    } catch (error) {
      this.book.restore(changes);
      this.options.logger.error({ err: error }, 'price feed flush failed; retrying with the next flush');
      return false;
    }
  }

  private async write(
    tx: Transaction,
    changes: FeedChanges,
    publish?: (event: EventEnvelope) => Promise<void>,
  ): Promise<void> {
    await upsertLastQuotes(tx, changes.quotes);
    await insertTicks(tx, changes.ticks);
    const stored = await upsertCandles(tx, [...changes.openCandles, ...changes.finishedCandles]);
    if (!publish) return;
    // The event carries the stored candle: after a restart within a minute it is wider than memory's.
    const storedByKey = new Map(stored.map((candle) => [candleKey(candle), candle]));
    for (const finished of changes.finishedCandles) {
      const candle = storedByKey.get(candleKey(finished));
      const market = this.marketOf.get(finished.symbol);
      if (!candle || !market) throw new Error(`Finished candle ${candleKey(finished)} was not stored`);
      await publish(candleClosedEvent(candle, market));
    }
  }
}

function candleKey(candle: CandleRow): string {
  return `${candle.symbol}@${candle.startedAt.toISOString()}`;
}
