import type { Market } from '@mc/contracts';
import { REFERENCE_DATA_TTL_MS, TtlCache, type Database } from '@mc/platform';
import { findInstrument, listInstruments, type InstrumentRow } from './db/instruments.repository';
import {
  aggregatedCandles,
  findLastQuote,
  listCandles,
  readLastQuotes,
  type CandleRow,
  type QuoteRow,
} from './db/market-data.repository';
import { tradingError } from './errors';
import type { QuoteSource } from './feed';

export type InstrumentView = InstrumentRow & { lastQuote: QuoteRow | null };

/** The schema's promise: a candle range covers at most 1440 candles of its timeframe (a day of minutes). */
export const MAX_CANDLE_RANGE_MINUTES = 1440;
const MINUTE_MS = 60_000;

export type Timeframe = 'ONE_MINUTE' | 'FIVE_MINUTES' | 'ONE_HOUR' | 'ONE_DAY';
/** Minutes per candle of each timeframe (a day is a UTC day: 1440 minutes). */
export const TIMEFRAME_MINUTES: Record<Timeframe, number> = {
  ONE_MINUTE: 1,
  FIVE_MINUTES: 5,
  ONE_HOUR: 60,
  ONE_DAY: 1440,
};

export class TradingService {
  // The instrument list is read by every price screen and subscription check; it changes only with a migration.
  private readonly instrumentLists = new TtlCache<InstrumentRow[]>(REFERENCE_DATA_TTL_MS);

  constructor(
    private readonly database: Database,
    private readonly quotes: QuoteSource,
  ) {}

  async instruments(market?: Market): Promise<InstrumentView[]> {
    const rows = await this.instrumentLists.get(market ?? 'ALL', () => listInstruments(this.database.orm, market));
    const quotes = await this.lastQuotesOf(rows.map((row) => row.symbol));
    return rows.map((row) => ({ ...row, lastQuote: quotes.get(row.symbol) ?? null }));
  }

  /** For entity references: an unknown symbol resolves to null, as federation expects. */
  async instrument(symbol: string): Promise<InstrumentView | null> {
    const row = await this.findInstrument(symbol);
    if (!row) return null;
    return {
      ...row,
      lastQuote: this.quotes.latestQuote(symbol) ?? (await findLastQuote(this.database.orm, symbol)) ?? null,
    };
  }

  async quote(symbol: string): Promise<QuoteRow> {
    const latest = this.quotes.latestQuote(symbol);
    if (latest) return latest;
    await this.requireInstrument(symbol);
    const stored = await findLastQuote(this.database.orm, symbol);
    if (!stored) throw tradingError('QUOTE_UNAVAILABLE', `No price for ${symbol} yet`);
    return stored;
  }

  async candles(symbol: string, from: Date, to: Date, timeframe: Timeframe = 'ONE_MINUTE'): Promise<CandleRow[]> {
    const bucketMinutes = TIMEFRAME_MINUTES[timeframe];
    assertCandleRange(from, to, bucketMinutes);
    await this.requireInstrument(symbol);
    if (bucketMinutes === 1) return listCandles(this.database.orm, symbol, from, to, MAX_CANDLE_RANGE_MINUTES);
    // Buckets are whole UTC spans counted from the epoch (a day of 1440 minutes starts at midnight UTC).
    const bucketMs = bucketMinutes * MINUTE_MS;
    const bucketStart = new Date(Math.floor(from.getTime() / bucketMs) * bucketMs);
    return aggregatedCandles(this.database.orm, { symbol, from: bucketStart, to, bucketMinutes });
  }

  private async findInstrument(symbol: string): Promise<InstrumentRow | undefined> {
    const all = await this.instrumentLists.get('ALL', () => listInstruments(this.database.orm));
    return all.find((row) => row.symbol === symbol) ?? (await findInstrument(this.database.orm, symbol));
  }

  private async requireInstrument(symbol: string): Promise<InstrumentRow> {
    const row = await this.findInstrument(symbol);
    if (!row) throw tradingError('INSTRUMENT_NOT_FOUND', `Unknown instrument ${symbol}`);
    return row;
  }

  /** The feed's memory first; one query for the symbols it has not seen (no per-row lookups). */
  private async lastQuotesOf(symbols: string[]): Promise<Map<string, QuoteRow>> {
    const quotes = new Map<string, QuoteRow>();
    const missing: string[] = [];
    for (const symbol of symbols) {
      const latest = this.quotes.latestQuote(symbol);
      if (latest) quotes.set(symbol, latest);
      else missing.push(symbol);
    }
    if (missing.length > 0) {
      for (const stored of await readLastQuotes(this.database.orm, missing)) quotes.set(stored.symbol, stored);
    }
    return quotes;
  }
}

export function assertCandleRange(from: Date, to: Date, bucketMinutes = 1): void {
  if (from.getTime() >= to.getTime()) throw tradingError('INVALID_RANGE', '`from` must be before `to`');
  if (to.getTime() - from.getTime() > MAX_CANDLE_RANGE_MINUTES * bucketMinutes * MINUTE_MS) {
    throw tradingError(
      'RANGE_TOO_LONG',
      `A candle range covers at most ${MAX_CANDLE_RANGE_MINUTES * bucketMinutes} minutes at this timeframe`,
    );
  }
}
