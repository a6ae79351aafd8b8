import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  Outbox,
  startDomainSubgraph,
  type DomainSubgraphOptions,
  type RunningServer,
  type ServiceRuntime,
} from '@mc/platform';
import type { TradingContext } from './context';
import { startPriceFeed, type PriceFeedKind } from './feed';
import { resolvers } from './resolvers';
import { TradingService } from './trading.service';

export const TRADING_MIGRATIONS_DIR = path.join(__dirname, '..', 'migrations');
export const TRADING_TYPE_DEFS = readFileSync(path.join(__dirname, '..', 'schema.graphql'), 'utf8');

/** Each instrument ticks every 300–1200 ms (this mean, jittered 40–160 %). */
const DEFAULT_TICK_INTERVAL_MS = 750;
/** Quotes and candles reach the database once a second: a restart loses at most a second of ticks. */
const FLUSH_INTERVAL_MS = 1_000;
const SEED_LIMIT = 2 ** 32;

export type TradingServiceOptions = {
  priceFeed?: PriceFeedKind;
  tickIntervalMs?: number;
  /** Fixes the simulated prices (tests, replayable demos); random by default. */
  seed?: number;
  /** The feed's clock in epoch milliseconds; tests drive it across minute boundaries. */
  now?: () => number;
};

export async function startTradingService(
  runtime: ServiceRuntime,
  options: TradingServiceOptions = {},
): Promise<RunningServer> {
  const outbox = new Outbox(runtime.database, { bus: runtime.bus, logger: runtime.logger.child({ module: 'outbox' }) });
  const feed = await startPriceFeed(runtime, outbox, {
    priceFeed: options.priceFeed ?? 'simulated',
    seed: options.seed ?? randomInt(SEED_LIMIT),
    tickIntervalMs: options.tickIntervalMs ?? DEFAULT_TICK_INTERVAL_MS,
    flushIntervalMs: FLUSH_INTERVAL_MS,
    now: options.now ?? Date.now,
  });
  outbox.relay.start();
  // The feed's last flush may append events, so the relay stops after it.
  const stopFeed = async () => {
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
      context: (viewer) => ({ viewer, trading }),
      onStop: stopFeed,
    });
  } catch (error) {
    await stopFeed();
    throw error;
  }
}
