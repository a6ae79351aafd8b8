import type { AskListener, AskSource, FeedInstrument } from '../src/feed';

/** The exchange feed, mocked: asks arrive when a test says so (with the clock, the only thing mocked). */
export class ManualPriceSource implements AskSource {
  private onAsk: AskListener | undefined;

  constructor(private readonly instruments: FeedInstrument[]) {}

  start(onAsk: AskListener): void {
    this.onAsk = onAsk;
  }

  stop(): void {
    this.onAsk = undefined;
  }

  push(symbol: string, ask: number): void {
    const instrument = this.instruments.find((candidate) => candidate.symbol === symbol);
    if (!instrument || !this.onAsk) throw new Error(`cannot tick ${symbol}: unknown or the feed is stopped`);
    this.onAsk(instrument, ask);
  }
}
