import type { Database, Executor } from '@mc/platform';
import { findInstrument, type InstrumentRow } from '../db/instruments.repository';
import type { QuoteRow } from '../db/market-data.repository';
import { tradingError } from '../errors';
import type { QuoteSource } from '../feed';
import { conversionRate } from './conversion';
import type { Scaled } from './figures';

/** What positions need from the market: tradable instruments, the latest tick and conversion rates. */
export class Market {
  constructor(
    private readonly database: Database,
    private readonly quotes: QuoteSource,
  ) {}

  async tradableInstrument(symbol: string): Promise<InstrumentRow> {
    const instrument = await findInstrument(this.database.orm, symbol);
    if (!instrument) throw tradingError('INSTRUMENT_NOT_FOUND', `Unknown instrument ${symbol}`);
    if (!instrument.tradable) throw tradingError('INSTRUMENT_NOT_TRADABLE', `${symbol} cannot be traded now`);
    return instrument;
  }

  /** Inside a transaction pass it: the embedded database has one connection, so a second would wait for ever. */
  instrument(symbol: string, db: Executor = this.database.orm): Promise<InstrumentRow | undefined> {
    return findInstrument(db, symbol);
  }

  /** The feed's latest tick of the symbol: what a position opens or closes at, once recorded. */
  latestQuote(symbol: string): QuoteRow {
    const quote = this.quotes.latestQuote(symbol);
    if (!quote) throw tradingError('QUOTE_UNAVAILABLE', `No price for ${symbol} yet`);
    return quote;
  }

  /** Trading currency per quote unit from the feed's latest asks; undefined before those pairs ticked. */
  rate(quoteCurrency: string, tradingCurrency: string): Scaled | undefined {
    return conversionRate(quoteCurrency, tradingCurrency, (symbol) => this.quotes.latestQuote(symbol)?.ask);
  }
}
