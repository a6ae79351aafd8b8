import { readFileSync } from 'node:fs';
import path from 'node:path';
import { buildSchema, GraphQLError, type GraphQLSchema } from 'graphql';
import type { PriceTick } from '@mc/contracts';
import type { EventBus, Viewer } from '@mc/platform';
import type { Logger } from 'pino';
import { ConflatingIterator } from './conflating-iterator';
import type { InstrumentDirectory } from './instrument-directory';
import { subscribeMyBalances } from './my-balances';
import { subscribeMyMessages } from './my-messages';
import { subscribeMyMining, type MiningSnapshotRead } from './my-mining';
import { subscribeMyTrades } from './my-trades';
import type { TickerHub } from './ticker-hub';

export const MAX_SYMBOLS_PER_SUBSCRIPTION = 50;
export const SUBSCRIPTION_SDL_PATH = path.join(__dirname, '..', '..', 'subscriptions.graphql');

export type SubscriptionContext = { viewer: Viewer };

/**
 * The small schema the graphql-ws server executes (Apollo Gateway cannot run subscriptions).
 * It stays out of the subgraph SDLs; its data comes from the bus, not from subgraphs.
 */
export function buildSubscriptionSchema(
  hub: TickerHub,
  instruments: InstrumentDirectory,
  bus: EventBus,
  mining: { read: MiningSnapshotRead; logger: Logger },
): GraphQLSchema {
  const schema = buildSchema(readFileSync(SUBSCRIPTION_SDL_PATH, 'utf8'));
  const tickers = schema.getSubscriptionType()!.getFields().tickers;
  tickers.subscribe = (_source, args: { symbols: string[] }) => subscribeTickers(hub, instruments, args.symbols);
  tickers.resolve = (tick: PriceTick) => tick;
  const myMessages = schema.getSubscriptionType()!.getFields().myMessages;
  myMessages.subscribe = (_source, _args, context: SubscriptionContext) => subscribeMyMessages(bus, context.viewer);
  myMessages.resolve = (message: unknown) => message;
  const myBalances = schema.getSubscriptionType()!.getFields().myBalances;
  myBalances.subscribe = (_source, _args, context: SubscriptionContext) => subscribeMyBalances(bus, context.viewer);
  myBalances.resolve = (balances: unknown) => balances;
  const myMining = schema.getSubscriptionType()!.getFields().myMining;
  myMining.subscribe = (_source, _args, context: SubscriptionContext) =>
    subscribeMyMining(bus, mining.read, context.viewer, mining.logger);
  myMining.resolve = (snapshot: unknown) => snapshot;
  const myTrades = schema.getSubscriptionType()!.getFields().myTrades;
  myTrades.subscribe = (_source, _args, context: SubscriptionContext) => subscribeMyTrades(bus, context.viewer);
  myTrades.resolve = (push: unknown) => push;
  return schema;
}

function subscribeTickers(
  hub: TickerHub,
  instruments: InstrumentDirectory,
  requested: string[],
): AsyncIterableIterator<PriceTick> {
  const symbols = [...new Set(requested)];
  if (symbols.length === 0 || symbols.length > MAX_SYMBOLS_PER_SUBSCRIPTION) {
    throw new GraphQLError(`Subscribe to 1 to ${MAX_SYMBOLS_PER_SUBSCRIPTION} symbols`, {
      extensions: { code: 'BAD_REQUEST', reason: 'SYMBOL_COUNT' },
    });
  }
  if (!instruments.loaded) {
    throw new GraphQLError('Live prices are starting; try again in a moment', {
      extensions: { code: 'UNAVAILABLE', reason: 'INSTRUMENTS_NOT_LOADED' },
    });
  }
  const unknown = symbols.filter((symbol) => !instruments.has(symbol));
  if (unknown.length > 0) {
    throw new GraphQLError(`Unknown instrument ${unknown.join(', ')}`, {
      extensions: { code: 'NOT_FOUND', reason: 'INSTRUMENT_NOT_FOUND' },
    });
  }
  const stops: (() => void)[] = [];
  const iterator = new ConflatingIterator<PriceTick>(() => stops.forEach((stop) => stop()));
  for (const symbol of symbols) stops.push(hub.listen(symbol, (tick) => iterator.push(tick.symbol, tick)));
  return iterator;
}
