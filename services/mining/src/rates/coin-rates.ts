import assert from 'node:assert/strict';
import { priceTick, priceTickSubject, type CandleClosedV1 } from '@mc/contracts';
import type { EventBus } from '@mc/platform';
import type { Coin } from '../db/schema';

/**
 * Coin rates in micro-USD per coin, from the feed (DESIGN.md §2: prices only from the feed). The
 * feed quotes coins in USDT; USDT is taken at par with 1 USD, so it needs no candle.
 */
export const SYMBOL_OF_COIN = { BTC: 'BTCUSDT', ETH: 'ETHUSDT', BNB: 'BNBUSDT' } as const;
export type FeedCoin = keyof typeof SYMBOL_OF_COIN;
export const TETHER_MICRO_USD = 1_000_000n;

export type CoinRate = {
  coin: Coin;
  microUsd: bigint;
  /** When the feed quoted it: the candle's start, or the tick's time; null for USDT at par. */
  at: Date | null;
  source: 'CANDLE_CLOSE' | 'LIVE_TICK' | 'PAR';
};

export function coinOfSymbol(symbol: string): FeedCoin | undefined {
  return (Object.keys(SYMBOL_OF_COIN) as FeedCoin[]).find((coin) => SYMBOL_OF_COIN[coin] === symbol);
}

/** A feed price (at most 5 decimals) in micro-USD, exactly: through its decimal text, never a product of floats. */
export function microUsdOf(price: number): bigint {
  assert.ok(Number.isFinite(price) && price > 0, `price must be positive, got ${price}`);
  const [whole, fraction = ''] = price.toFixed(6).split('.');
  return BigInt(whole) * 1_000_000n + BigInt(fraction.padEnd(6, '0').slice(0, 6));
}

export function closeOfCandle(candle: CandleClosedV1) {
  const coin = coinOfSymbol(candle.symbol);
  if (!coin) return undefined;
  const candleStartedAt = new Date(candle.startedAt);
  return {
    coin,
    day: candleStartedAt.toISOString().slice(0, 10),
    closeMicroUsd: microUsdOf(candle.close),
    candleStartedAt,
  };
}

/** The feed ticks every second or so: older than a minute means it has stopped. */
const LIVE_TICK_MAX_AGE_MS = 60_000;

/**
 * The latest live ask per coin. Used only until the first candle of a coin has closed (the first
 * minute after a fresh start), so plan cards have figures at once; a close always wins.
 */
export class LiveTicks {
  private readonly latest = new Map<FeedCoin, { ask: number; at: Date; receivedAtMs: number }>();
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    private readonly bus: EventBus,
    private readonly now: () => number,
  ) {}

  start(): void {
    for (const [coin, symbol] of Object.entries(SYMBOL_OF_COIN) as [FeedCoin, string][]) {
      this.unsubscribes.push(
        this.bus.subscribeLive(priceTickSubject(symbol), (_subject, data) => {
          const tick = priceTick.safeParse(data);
          if (tick.success)
            this.latest.set(coin, { ask: tick.data.ask, at: new Date(tick.data.at), receivedAtMs: this.now() });
        }),
      );
    }
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  rate(coin: FeedCoin): CoinRate | undefined {
    const tick = this.latest.get(coin);
    if (!tick || this.now() - tick.receivedAtMs > LIVE_TICK_MAX_AGE_MS) return undefined;
    return { coin, microUsd: microUsdOf(tick.ask), at: tick.at, source: 'LIVE_TICK' };
  }
}
