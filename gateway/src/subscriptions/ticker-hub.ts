import { priceTick, priceTickSubject, type PriceTick } from '@mc/contracts';
import type { EventBus } from '@mc/platform';

export type TickListener = (tick: PriceTick) => void;

/**
 * One bus subscription per symbol, shared by every socket that watches it: 5,000 sockets on
 * BTCUSDT cost one NATS subscription, not 5,000. The bus subscription ends with its last listener.
 */
export class TickerHub {
  private readonly subjects = new Map<string, { listeners: Set<TickListener>; unsubscribe: () => void }>();

  constructor(private readonly bus: EventBus) {}

  listen(symbol: string, listener: TickListener): () => void {
    let entry = this.subjects.get(symbol);
    if (!entry) {
      const listeners = new Set<TickListener>();
      const unsubscribe = this.bus.subscribeLive(priceTickSubject(symbol), (_subject, data) => {
        const parsed = priceTick.safeParse(data);
        if (!parsed.success) return; // a malformed tick is dropped, never forwarded
        for (const each of listeners) each(parsed.data);
      });
      entry = { listeners, unsubscribe };
      this.subjects.set(symbol, entry);
    }
    entry.listeners.add(listener);
    const current = entry;
    return () => {
      current.listeners.delete(listener);
      if (current.listeners.size === 0 && this.subjects.get(symbol) === current) {
        current.unsubscribe();
        this.subjects.delete(symbol);
      }
    };
  }

  /** Number of shared bus subscriptions, for tests and metrics. */
  get subscriptionCount(): number {
    return this.subjects.size;
  }
}
