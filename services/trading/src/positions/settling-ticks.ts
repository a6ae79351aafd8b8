/**
 * Which ticks settle options: a tick of a symbol at or after the earliest expiry among that symbol's
 * open options. The service flushes such a tick at once, so its options settle from it without waiting
 * for the feed's next flush, up to 500 ms later (issue 25, the options row).
 *
 * It knows the options this process opened (`note`) and what the database said after the last
 * settlement (`reload`). An option another replica opened, or one opened while a reload was on its way,
 * settles on the usual schedule instead: after the next flush.
 */
export class SettlingTicks {
  private readonly earliestExpiryMs = new Map<string, number>();
  /** Symbols whose settling tick was already flushed early since the last reload: once is enough. */
  private readonly flushed = new Set<string>();

  note(symbol: string, expiresAt: Date): void {
    const current = this.earliestExpiryMs.get(symbol);
    if (current === undefined || expiresAt.getTime() < current) this.earliestExpiryMs.set(symbol, expiresAt.getTime());
  }

  /** True for the first tick of a symbol that reaches an expiry, until the next reload. */
  settles(symbol: string, at: Date): boolean {
    const expiryMs = this.earliestExpiryMs.get(symbol);
    if (expiryMs === undefined || at.getTime() < expiryMs || this.flushed.has(symbol)) return false;
    this.flushed.add(symbol);
    return true;
  }

  /** Whether a tick was flushed early since the last reload (its options have just been settled). */
  flushedAny(): boolean {
    return this.flushed.size > 0;
  }

  /** The open options' earliest expiry per symbol, as the database has them after a settlement. */
  reload(earliestBySymbol: Map<string, Date>): void {
    this.earliestExpiryMs.clear();
    this.flushed.clear();
    for (const [symbol, expiresAt] of earliestBySymbol) this.note(symbol, expiresAt);
  }
}
