import { encodeViewer, GUEST, INTERNAL_SECRET_HEADER, VIEWER_HEADER } from '@mc/platform';

/**
 * The set of tradable symbols, read from the trading subgraph so a subscription to an unknown
 * symbol is refused with a clear error instead of waiting forever. Refreshed in the background.
 */
export class InstrumentDirectory {
  private symbols = new Set<string>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly tradingUrl: string, private readonly internalSecret: string, private readonly refreshMs = 60_000) {}

  async start(): Promise<void> {
    await this.refresh();
    this.timer = setInterval(() => void this.refresh().catch(() => undefined), this.refreshMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  has(symbol: string): boolean {
    return this.symbols.has(symbol);
  }

  async refresh(): Promise<void> {
    const response = await fetch(this.tradingUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [INTERNAL_SECRET_HEADER]: this.internalSecret, [VIEWER_HEADER]: encodeViewer(GUEST) },
      body: JSON.stringify({ query: '{ instruments { symbol } }' }),
      signal: AbortSignal.timeout(5_000),
    });
    const body = (await response.json()) as { data?: { instruments: { symbol: string }[] } };
    if (!body.data) throw new Error(`trading subgraph answered ${response.status} without instruments`);
    this.symbols = new Set(body.data.instruments.map((instrument) => instrument.symbol));
  }
}
