import type { Outbox, ServiceRuntime } from '@mc/platform';
import { listInstruments } from '../db/instruments.repository';
import { readLastQuotes } from '../db/market-data.repository';
import { HISTORY_MINUTES, instrumentsWithoutHistory, recordHistory } from './history-backfill';
import { PriceFeed } from './price-feed';
import { minuteStartMs } from './price-rules';
import { SimulatedPriceSource, type AskSource, type FeedInstrument } from './simulated-source';

/** The price sources the service can run; a real market-data source would be added here. */
export const PRICE_FEED_KINDS = ['simulated'] as const;
export type PriceFeedKind = (typeof PRICE_FEED_KINDS)[number];

export type PriceFeedSettings = {
  priceFeed: PriceFeedKind;
  seed: number;
  tickIntervalMs: number;
  flushIntervalMs: number;
  /** Minutes of simulated one-minute candles recorded for instruments without any; a day by default. */
  historyMinutes?: number;
  now: () => number;
  /** Replaces the simulated walk (tests drive prices by hand); gets the catalogue and the stored asks. */
  source?: (instruments: FeedInstrument[], resumeAsks: Map<string, number>) => AskSource;
};

/** Loads the catalogue and the stored quotes, then starts ticking from them. */
export async function startPriceFeed(
  runtime: ServiceRuntime,
  outbox: Outbox,
  settings: PriceFeedSettings,
): Promise<PriceFeed> {
  switch (settings.priceFeed) {
    case 'simulated': {
      const [instruments, storedQuotes] = await Promise.all([
        listInstruments(runtime.database.orm),
        readLastQuotes(runtime.database.orm),
      ]);
      const resumeAsks = new Map(storedQuotes.map((quote) => [quote.symbol, quote.ask]));
      // The walk's own history, for the instruments without candles at this start; none for a test's own source.
      const withoutHistory =
        settings.source || settings.historyMinutes === 0
          ? []
          : await instrumentsWithoutHistory(runtime.database.orm, instruments);
      const source =
        settings.source?.(instruments, resumeAsks) ??
        new SimulatedPriceSource(instruments, {
          seed: settings.seed,
          tickIntervalMs: settings.tickIntervalMs,
          resumeAsks,
        });
      const feed = new PriceFeed({
        instruments,
        source,
        storedQuotes,
        database: runtime.database,
        outbox,
        bus: runtime.bus,
        logger: runtime.logger.child({ module: 'price-feed' }),
        flushIntervalMs: settings.flushIntervalMs,
        now: settings.now,
      });
      feed.start();
      const history = {
        seed: settings.seed,
        tickIntervalMs: settings.tickIntervalMs,
        minutes: settings.historyMinutes ?? HISTORY_MINUTES,
        endMinuteMs: minuteStartMs(settings.now()),
      };
      const logger = runtime.logger.child({ module: 'price-history' });
      feed.alongside((stopping) => recordHistory(runtime.database.orm, withoutHistory, history, logger, stopping));
      runtime.logger.info(
        { instruments: instruments.length, resumed: storedQuotes.length, seed: settings.seed },
        'simulated price feed started',
      );
      return feed;
    }
  }
}

export type { QuoteSource, TickListener, PriceFeed } from './price-feed';
export type { AskSource, AskListener, FeedInstrument } from './simulated-source';
