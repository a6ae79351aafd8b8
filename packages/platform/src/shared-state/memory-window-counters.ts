import type { WindowCounters } from './window-counters';

/** Past this many keys, expired windows are swept before another is added (a bound on memory). */
const SWEEP_ABOVE = 100_000;

/** Window counts in this process: the embedded mode's store, and the fallback while Redis is away. */
export class MemoryWindowCounters implements WindowCounters {
  private readonly windows = new Map<string, { endsAtMs: number; count: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  increment(key: string, windowMs: number): Promise<number> {
    const nowMs = this.now();
    const window = this.windows.get(key);
    if (!window || nowMs >= window.endsAtMs) {
      if (this.windows.size > SWEEP_ABOVE) this.dropExpired(nowMs);
      this.windows.set(key, { endsAtMs: nowMs + windowMs, count: 1 });
      return Promise.resolve(1);
    }
    window.count += 1;
    return Promise.resolve(window.count);
  }

  close(): Promise<void> {
    this.windows.clear();
    return Promise.resolve();
  }

  private dropExpired(nowMs: number): void {
    for (const [key, window] of this.windows) if (nowMs >= window.endsAtMs) this.windows.delete(key);
  }
}
