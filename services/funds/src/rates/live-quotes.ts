import { priceTick, priceTickSubject } from '@mc/contracts';
import type { EventBus } from '@mc/platform';
import { fundsError } from '../errors';

type Quote = { ask: number; receivedAtMs: number };

const COIN_SYMBOLS = { BTC: 'BTCUSDT', ETH: 'ETHUSDT' } as const;
/** USD per one EUR or GBP; a coin's USDT price is taken at par with USD. */
const FX_SYMBOLS = { EUR: 'EURUSD', GBP: 'GBPUSD' } as const;
/** The feed ticks every second or so: a minute without a tick means it has stopped. */
export const LIVE_QUOTE_MAX_AGE_MS = 60_000;

export type QuotedCrypto = keyof typeof COIN_SYMBOLS;
export type QuotedFiat = 'USD' | keyof typeof FX_SYMBOLS;

/**
 * The feed's latest asks, from the live ticks trading publishes (DESIGN.md §2: prices only from the
 * feed). A deposit's crypto amount is quoted from these, never from a stored or seeded rate.
 */
export class LiveQuotes {
  private readonly latest = new Map<string, Quote>();
  private readonly unsubscribes: (() => void)[] = [];

  constructor(
    private readonly bus: EventBus,
    private readonly now: () => number,
  ) {}

  start(): void {
    for (const symbol of [...Object.values(COIN_SYMBOLS), ...Object.values(FX_SYMBOLS)]) {
      this.unsubscribes.push(this.bus.subscribeLive(priceTickSubject(symbol), (_subject, data) => this.onTick(data)));
    }
  }

  stop(): void {
    for (const unsubscribe of this.unsubscribes.splice(0)) unsubscribe();
  }

  /** The price of one coin in `fiat`, or a refusal when the feed has not ticked lately. */
  priceOf(crypto: QuotedCrypto, fiat: QuotedFiat): number {
    const usd = this.freshAsk(COIN_SYMBOLS[crypto]);
    return fiat === 'USD' ? usd : usd / this.freshAsk(FX_SYMBOLS[fiat]);
  }

  private onTick(data: unknown): void {
    const tick = priceTick.safeParse(data);
    if (tick.success) this.latest.set(tick.data.symbol, { ask: tick.data.ask, receivedAtMs: this.now() });
  }

  private freshAsk(symbol: string): number {
    const quote = this.latest.get(symbol);
    if (!quote || this.now() - quote.receivedAtMs > LIVE_QUOTE_MAX_AGE_MS) {
      throw fundsError(
        'LIVE_PRICE_UNAVAILABLE',
        `No live ${symbol} price from the feed in the last minute: try again shortly`,
        { symbol },
      );
    }
    return quote.ask;
  }
}
