import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  AuditLogReader,
  CLIENT_IP_HEADER,
  Outbox,
  startDomainSubgraph,
  type DomainSubgraphOptions,
  type RunningServer,
  type ServiceRuntime,
} from '@mc/platform';
import type { TradingContext } from './context';
import { startPriceFeed, type PriceFeedKind, type PriceFeedSettings } from './feed';
import { FundsHoldsClient } from './funds/funds-holds';
import { LiveProfits } from './live/live-profits';
import { TradeLive } from './live/trade-live';
import { JurisdictionService } from './positions/jurisdiction.service';
import { Market } from './positions/market';
import { OptionService } from './positions/option.service';
import { PositionJobs, type PositionJobSettings } from './positions/position-jobs';
import { SettlingTicks } from './positions/settling-ticks';
import { PositionOpening } from './positions/position-opening';
import { RiskWarningService } from './positions/risk-warning';
import { TradeAdminService } from './positions/trade-admin.service';
import { TradeService } from './positions/trade.service';
import { CopyReads } from './copying/copy-reads';
import { DeskService } from './copying/desk.service';
import { MirrorClosing } from './copying/mirror-closing';
import { MirrorFanout } from './copying/mirror-fanout';
import { startCountriesConsumer } from './events/country-changed.consumer';
import { CopyService } from './traders/copy.service';
import { photoRoute } from './traders/photo-route';
import { TraderPhotoService } from './traders/trader-photo.service';
import { TraderService } from './traders/trader.service';
import { resolvers } from './resolvers';
import { TradingService } from './trading.service';

export const TRADING_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const TRADING_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

/** Each instrument ticks every 300–1200 ms (this mean, jittered 40–160 %). */
const DEFAULT_TICK_INTERVAL_MS = 750;
/**
 * Quotes, ticks and candles reach the database twice a second: a restart loses at most half a second of
 * ticks, and an option's settling tick is final (under the watermark) within half a second of arriving,
 * which keeps settlement inside its 3 s promise with 10,000 options due at once (docs/benchmarks.md).
 */
const FLUSH_INTERVAL_MS = 500;
const SEED_LIMIT = 2 ** 32;
/** Funds on its default loopback port (the distributed layouts set FUNDS_URL). */
export const DEFAULT_FUNDS_URL = 'http://127.0.0.1:4002/graphql';
const POSITION_JOBS: PositionJobSettings = {
  settleEveryMs: 1_000,
  reconcileEveryMs: 10_000,
  abandonAfterMs: 60_000,
};

export type TradingServiceOptions = {
  priceFeed?: PriceFeedKind;
  tickIntervalMs?: number;
  /** Fixes the simulated prices (tests, replayable demos); random by default. */
  seed?: number;
  /** The feed's and the positions' clock in epoch milliseconds; tests drive it. */
  now?: () => number;
  /** Replaces the simulated walk: tests drive the exchange feed by hand. */
  priceSource?: PriceFeedSettings['source'];
  flushIntervalMs?: number;
  /** Minutes of simulated candle history a fresh instrument gets (PRICE_HISTORY_MINUTES); a day by default. */
  priceHistoryMinutes?: number;
  /** Funds's GraphQL endpoint, for margin and stake holds (DESIGN.md §8). */
  fundsUrl?: string;
  positionJobs?: Partial<PositionJobSettings>;
  /** How often open trades' live profits are pushed (once a second by default). */
  liveProfitsEveryMs?: number;
};

export async function startTradingService(
  runtime: ServiceRuntime,
  options: TradingServiceOptions = {},
): Promise<RunningServer> {
  const now = options.now ?? Date.now;
  const outbox = new Outbox(runtime.database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  const feed = await startPriceFeed(runtime, outbox, {
    priceFeed: options.priceFeed ?? 'simulated',
    seed: options.seed ?? randomInt(SEED_LIMIT),
    tickIntervalMs: options.tickIntervalMs ?? DEFAULT_TICK_INTERVAL_MS,
    flushIntervalMs: options.flushIntervalMs ?? FLUSH_INTERVAL_MS,
    historyMinutes: options.priceHistoryMinutes,
    now,
    source: options.priceSource,
  });
  const live = new TradeLive(runtime.bus, runtime.logger.child({ module: 'live-trades' }), now);
  const market = new Market(runtime.database, feed);
  const profits = new LiveProfits(
    runtime.database,
    runtime.bus,
    feed,
    runtime.logger.child({ module: 'live-profits' }),
    now,
  );
  const opening = new PositionOpening(
    runtime.database,
    new FundsHoldsClient(options.fundsUrl ?? DEFAULT_FUNDS_URL, runtime.internalSecret),
    now,
  );
  const traders = new TraderService(runtime.database, now);
  const jurisdiction = new JurisdictionService(runtime.database);
  const copies = new CopyService(runtime.database, traders, jurisdiction, now);
  const traderPhotos = new TraderPhotoService(runtime.database, traders, now);
  const trades = new TradeService(
    runtime.database,
    copies,
    jurisdiction,
    outbox,
    market,
    opening,
    live,
    runtime.logger.child({ module: 'trades' }),
    now,
    profits,
  );
  const settlingTicks = new SettlingTicks();
  const tradingOptions = new OptionService(
    runtime.database,
    outbox,
    market,
    jurisdiction,
    opening,
    live,
    now,
    settlingTicks,
  );
  const jobs = new PositionJobs(
    runtime.database,
    outbox,
    live,
    runtime.logger.child({ module: 'position-jobs' }),
    now,
    () => feed.recordedThrough(),
    {
      ...POSITION_JOBS,
      ...options.positionJobs,
    },
    settlingTicks,
  );
  const mirrorClosing = new MirrorClosing(runtime.database, trades, runtime.logger.child({ module: 'mirrors' }));
  trades.useCopyTrading(mirrorClosing);
  const fanout = new MirrorFanout(
    runtime.database,
    outbox,
    market,
    opening,
    trades,
    live,
    runtime.logger.child({ module: 'mirrors' }),
    now,
    jurisdiction,
  );
  const desk = new DeskService(runtime.database, traders, trades, fanout, market, now);
  const tradeAdmin = new TradeAdminService(runtime.database, outbox, trades, live, now);
  const riskWarning = new RiskWarningService(runtime.database, now);
  await profits.start(options.liveProfitsEveryMs);
  await trades.start();
  const countries = await startCountriesConsumer(runtime);
  feed.onTick((tick) => {
    trades.onTick(tick);
    profits.onTick(tick.symbol);
    // The first tick past an option's expiry is recorded at once, and the flush settles the option.
    if (settlingTicks.settles(tick.symbol, tick.at)) void feed.flush();
  });
  outbox.relay.start();
  await jobs.start();
  // Options settle as soon as the flush has made their settling tick final, not on the next poll.
  feed.onFlushed(() => jobs.settleSoon());
  // A restart mid fan-out or mid closing: both resume idempotently (DESIGN.md §16, docs/trading.md).
  void resumeCopyTrading(desk, mirrorClosing, runtime.logger);
  // The feed's last flush and the jobs' last runs may append events, so the relay stops after them.
  const stopAll = async () => {
    jobs.stop();
    await countries.stop();
    profits.stop();
    await feed.stop();
    await outbox.relay.stop();
  };
  const trading = new TradingService(runtime.database, feed);
  try {
    return await startDomainSubgraph<TradingContext>(runtime, {
      name: 'trading',
      typeDefs: TRADING_TYPE_DEFS,
      // The generated `Resolvers` type checks the map; Apollo's map type has no place for
      // `__resolveReference(reference, context, info)`, so the map crosses into it here only.
      resolvers: resolvers as DomainSubgraphOptions<TradingContext>['resolvers'],
      context: (viewer, http) => ({
        viewer,
        clientIp: http.request.header(CLIENT_IP_HEADER) ?? 'unknown',
        trading,
        trades,
        options: tradingOptions,
        traders,
        copies,
        desk,
        copying: new CopyReads(runtime.database),
        jurisdiction,
        riskWarning,
        tradeAdmin,
        viewerEligibility: once(() =>
          viewer.kind === 'user' ? jurisdiction.eligibility(viewer.userId) : Promise.resolve(undefined),
        ),
        traderPhotos,
        auditLog: new AuditLogReader(runtime.database),
      }),
      // A trader photo arrives as base64 of at most 4 MB.
      bodyLimit: '8mb',
      routes: photoRoute(traderPhotos, runtime.internalSecret, runtime.logger),
      onStop: stopAll,
    });
  } catch (error) {
    await stopAll();
    throw error;
  }
}

async function resumeCopyTrading(desk: DeskService, closing: MirrorClosing, logger: ServiceRuntime['logger']) {
  try {
    await closing.resume();
    await desk.resume();
  } catch (error) {
    logger.error({ err: error }, 'resuming copy trading failed; the next start or desk request resumes it');
  }
}

/** The first call's promise, for every later call: a value read at most once per request. */
function once<TValue>(load: () => Promise<TValue>): () => Promise<TValue> {
  let value: Promise<TValue> | undefined;
  return () => (value ??= load());
}
