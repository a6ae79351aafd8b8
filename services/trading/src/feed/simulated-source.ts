import type { Market } from '@mc/contracts';
import { floorPrice, nextAsk, roundPrice, walkParametersFor, type WalkParameters } from './price-rules';
import { mulberry32, randomFor, type Random } from './random';

/** What the feed needs to know about an instrument (a subset of its row). */
export type FeedInstrument = {
  symbol: string;
  market: Market;
  pricePrecision: number;
  spreadBps: number;
  startPrice: number;
};

export type SimulatedSourceOptions = {
  seed: number;
  /** Mean pause between two ticks of one instrument; each pause is jittered to 40–160 % of it. */
  tickIntervalMs: number;
  /** Asks to continue from (stored last quotes), by symbol; others start at their start price. */
  resumeAsks: Map<string, number>;
};

export type AskListener = (instrument: FeedInstrument, ask: number) => void;

/** A producer of asks: the simulated walk here; a market-data connection or a test's hand elsewhere. */
export type AskSource = { start(onAsk: AskListener): void; stop(): void };

type Walker = {
  instrument: FeedInstrument;
  parameters: WalkParameters;
  random: Random;
  ask: number;
  timer?: NodeJS.Timeout;
};

const JITTER_MIN_RATIO = 0.4;
const JITTER_SPAN_RATIO = 1.2;

/**
 * Generates asks: one timer per instrument, each pause jittered so instruments tick at
 * independent moments (several ticks a second in total) rather than in lock-step bursts.
 */
export class SimulatedPriceSource implements AskSource {
  private readonly walkers: Walker[];
  private readonly jitter: Random;
  private running = false;

  constructor(
    instruments: FeedInstrument[],
    private readonly options: SimulatedSourceOptions,
  ) {
    if (!(options.tickIntervalMs > 0))
      throw new Error(`tickIntervalMs must be positive, got ${options.tickIntervalMs}`);
    this.jitter = mulberry32(options.seed ^ 0x9e3779b9);
    this.walkers = instruments.map((instrument) => ({
      instrument,
      parameters: walkParametersFor(instrument),
      random: randomFor(options.seed, instrument.symbol),
      ask: resumedAsk(instrument, options.resumeAsks.get(instrument.symbol)),
    }));
  }

  start(onAsk: AskListener): void {
    if (this.running) throw new Error('The simulated price source is already running');
    this.running = true;
    for (const walker of this.walkers) this.schedule(walker, onAsk);
  }

  stop(): void {
    this.running = false;
    for (const walker of this.walkers) clearTimeout(walker.timer);
  }

  private schedule(walker: Walker, onAsk: AskListener): void {
    const delayMs = this.options.tickIntervalMs * (JITTER_MIN_RATIO + JITTER_SPAN_RATIO * this.jitter());
    walker.timer = setTimeout(() => {
      if (!this.running) return;
      walker.ask = nextAsk(walker.ask, walker.parameters, walker.random);
      onAsk(walker.instrument, walker.ask);
      this.schedule(walker, onAsk);
    }, delayMs);
    // The feed must not keep a process alive on its own; the server does.
    walker.timer.unref();
  }
}

/** A stored ask re-rounded to today's precision and floor (the catalogue may have changed since). */
function resumedAsk(instrument: FeedInstrument, storedAsk: number | undefined): number {
  if (storedAsk === undefined || !(storedAsk > 0)) return instrument.startPrice;
  const floor = floorPrice(instrument.startPrice, instrument.pricePrecision);
  return Math.max(roundPrice(storedAsk, instrument.pricePrecision), floor);
}
