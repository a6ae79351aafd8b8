/**
 * Fixed-window counters per key (an IP, an e-mail). In memory, per process: enough for one
 * replica; several replicas would share a store (Redis) instead.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { startedAtMs: number; count: number }>();

  constructor(
    readonly limit: number,
    readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one attempt; false when the key is over its limit in the current window. */
  consume(key: string): boolean {
    const nowMs = this.now();
    const window = this.windows.get(key);
    if (!window || nowMs - window.startedAtMs >= this.windowMs) {
      if (this.windows.size > 100_000) this.dropExpired(nowMs);
      this.windows.set(key, { startedAtMs: nowMs, count: 1 });
      return true;
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private dropExpired(nowMs: number): void {
    for (const [key, window] of this.windows) if (nowMs - window.startedAtMs >= this.windowMs) this.windows.delete(key);
  }
}
