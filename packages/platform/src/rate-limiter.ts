import { MemoryWindowCounters, type WindowCounters } from './shared-state';

export type RateLimiterOptions = {
  /** The limiter's name within its service: its counts' keys start with it, so no two limiters share one. */
  name: string;
  limit: number;
  windowMs: number;
  /** Where the counts live: the service's shared counters (Redis) or, when absent, this limiter's own memory. */
  counters?: WindowCounters;
  /** The clock of the counts kept in memory (Redis keeps its own time). */
  now?: () => number;
};

/**
 * Fixed-window counters per key (an IP, an e-mail): at most `limit` attempts per key in a window
 * that opens at its first attempt. With the service's Redis counters every replica counts against
 * the same limit; in memory (the embedded mode, tests) the counts are this process's.
 */
export class RateLimiter {
  readonly limit: number;
  readonly windowMs: number;
  private readonly name: string;
  private readonly counters: WindowCounters;

  constructor(options: RateLimiterOptions) {
    if (!Number.isInteger(options.limit) || options.limit < 0) throw new Error(`bad rate limit ${options.limit}`);
    this.name = options.name;
    this.limit = options.limit;
    this.windowMs = options.windowMs;
    this.counters = options.counters ?? new MemoryWindowCounters(options.now);
  }

  /** Counts one attempt; false when the key is over its limit in the current window. */
  async consume(key: string): Promise<boolean> {
    return (await this.counters.increment(`${this.name}:${key}`, this.windowMs)) <= this.limit;
  }
}
