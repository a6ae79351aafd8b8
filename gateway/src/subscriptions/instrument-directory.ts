import { encodeViewer, GUEST, INTERNAL_SECRET_HEADER, VIEWER_HEADER } from '@mc/platform';
import type { Logger } from 'pino';

/**
 * The set of tradable symbols, read from the trading subgraph so a subscription to an unknown
 * symbol is refused with a clear error instead of waiting forever. Loaded in the background and
 * refreshed: the gateway starts even while trading is still starting.
 */
export class InstrumentDirectory {
  private symbols: Set<string> | undefined;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly tradingUrl: string,
    private readonly internalSecret: string,
    private readonly logger: Logger,
    private readonly refreshMs = 60_000,
    private readonly retryMs = 1_000,
  ) {}

  start(): void {
    void this.refreshAndSchedule();
  }

  /** Waits up to `timeoutMs` for the first load; never throws (the gateway starts regardless). */
  async waitUntilLoaded(timeoutMs: number): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!this.loaded && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    return this.loaded;
  }

  stop(): void {
    clearTimeout(this.timer);
  }

  get loaded(): boolean {
    return this.symbols !== undefined;
  }

  has(symbol: string): boolean {
    return this.symbols?.has(symbol) ?? false;
  }

  async refresh(): Promise<void> {
    const response = await fetch(this.tradingUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [INTERNAL_SECRET_HEADER]: this.internalSecret,
        [VIEWER_HEADER]: encodeViewer(GUEST),
      },
      body: JSON.stringify({ query: '{ instruments { symbol } }' }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { data?: { instruments: { symbol: string }[] } };
    if (!body.data) throw new Error(`trading subgraph answered ${response.status} without instruments`);
    this.symbols = new Set(body.data.instruments.map((instrument) => instrument.symbol));
  }

  private async refreshAndSchedule(): Promise<void> {
    try {
      await this.refresh();
      this.schedule(this.refreshMs);
    } catch (error) {
      this.logger.warn({ err: error }, 'instrument list not loaded; retrying');
      this.schedule(this.loaded ? this.refreshMs : this.retryMs);
    }
  }

  private schedule(delayMs: number): void {
    this.timer = setTimeout(() => void this.refreshAndSchedule(), delayMs);
    this.timer.unref();
  }
}
