import { randomUUID } from 'node:crypto';
import type { CandleClosedV1 } from '@mc/contracts';
import { createMemoryBus, newEvent, serviceMigrations, type EventEnvelope, type Viewer } from '@mc/platform';
import { startSubgraphHarness, waitFor, type SubgraphHarness } from '@mc/platform/testing';
import { MINING_MIGRATIONS_DIR, startMiningService } from '../src';

/** A mining subgraph on its own test database and bus, with a clock the tests move. */
export type MiningHarness = SubgraphHarness & {
  clock: { now: number };
  ok<T = Record<string, any>>(query: string, variables?: Record<string, unknown>, viewer?: Viewer): Promise<T>;
  refused(query: string, variables?: Record<string, unknown>, viewer?: Viewer): Promise<string>;
  /** Publishes closed candles and waits until mining uses them as the current rates. */
  closeCandles(closes: Partial<Record<'BTCUSDT' | 'ETHUSDT' | 'BNBUSDT', number>>, startedAt?: string): Promise<void>;
};

export const START_MS = Date.UTC(2031, 4, 1, 12, 0);

export async function startMiningHarness(): Promise<MiningHarness> {
  const clock = { now: START_MS };
  // No duplicate window: an event published twice is delivered twice, so the consumer's own
  // idempotency is what the tests exercise.
  const bus = createMemoryBus({ duplicateWindowMs: 0 });
  const harness = await startSubgraphHarness(
    'mining',
    serviceMigrations(MINING_MIGRATIONS_DIR),
    (runtime) => startMiningService(runtime, { now: () => clock.now }),
    { bus },
  );
  const stopHarness = harness.stop.bind(harness);
  const ok = async <T>(query: string, variables: Record<string, unknown> = {}, viewer?: Viewer): Promise<T> => {
    const { data, errors } = await harness.query(query, variables, viewer);
    if (errors) throw new Error(`unexpected GraphQL errors: ${JSON.stringify(errors)}`);
    return data as T;
  };
  return Object.assign(harness, {
    clock,
    ok,
    async stop() {
      await stopHarness();
      await bus.close();
    },
    async refused(query: string, variables: Record<string, unknown> = {}, viewer?: Viewer): Promise<string> {
      const { errors } = await harness.query(query, variables, viewer);
      if (!errors?.length) throw new Error('expected a refusal, got data');
      return String(errors[0].extensions?.reason ?? errors[0].extensions?.code);
    },
    async closeCandles(closes: Record<string, number>, startedAt = new Date(clock.now - 60_000).toISOString()) {
      for (const [symbol, close] of Object.entries(closes)) await harness.bus.publish(candle(symbol, close, startedAt));
      await waitFor(
        async () => {
          const data = await ok<{ marketParameters: { rates: { coin: string; usd: string; at: string }[] } }>(
            '{ marketParameters { rates { coin usd at } } }',
          );
          return Object.entries(closes).every(([symbol, close]) =>
            data.marketParameters.rates.some(
              (rate) => `${rate.coin}USDT` === symbol && rate.usd === String(close) && rate.at === startedAt,
            ),
          );
        },
        10_000,
        'candles applied',
      );
    },
  });
}

export function candle(symbol: string, close: number, startedAt: string): EventEnvelope<CandleClosedV1> {
  return newEvent('trading.candle.closed', {
    symbol,
    market: 'CRYPTO',
    startedAt,
    open: close,
    high: close,
    low: close,
    close,
  });
}

export const admin = (roles: ('superadmin' | 'operator' | 'accountant' | 'compliance')[] = ['operator']) =>
  ({ kind: 'admin', adminId: randomUUID(), roles }) satisfies Viewer;
export const customer = () => ({ kind: 'user', userId: randomUUID() }) satisfies Viewer;
