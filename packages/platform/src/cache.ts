/** How long reference data may be served from memory after a read. */
export const REFERENCE_DATA_TTL_MS = 5_000;

/**
 * A small read-through cache for reference data (plans, assets, languages, instruments) that
 * changes rarely and is read on almost every request. Entries live `ttlMs`; concurrent misses for
 * one key share a single load (no stampede); a failed load is not cached. A service that writes
 * the data calls `clear()` in the same code path, so its own reads never lag its writes.
 */
export class TtlCache<TValue> {
  private readonly entries = new Map<string, { value: Promise<TValue>; expiresAtMs: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = 1_000,
  ) {}

  get(key: string, load: () => Promise<TValue>): Promise<TValue> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAtMs > this.now()) return entry.value;
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // Adopted once: a drizzle query is a thenable that runs again each time it is awaited, so
    // keeping the query itself would read the database on every hit.
    const value = Promise.resolve(load());
    this.entries.set(key, { value, expiresAtMs: this.now() + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
