/**
 * Counts of fixed windows per key: the memory of the rate limits. One implementation per place the
 * counts can live: this process (the embedded mode) or Redis, shared by every replica (distributed).
 */
export interface WindowCounters {
  /**
   * Counts one more for `key` and answers the count in its current window. A window opens at a
   * key's first count and lasts `windowMs`; the next count after it opens a new one at 1.
   */
  increment(key: string, windowMs: number): Promise<number>;
  close(): Promise<void>;
}
