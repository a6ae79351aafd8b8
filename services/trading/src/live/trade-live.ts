import { liveTrade, liveTradeSubject, type LiveTrade } from '@mc/contracts';
import type { EventBus, Logger } from '@mc/platform';

/** Pushes `live.trade.<userId>` after a commit, for the gateway's `myTrades` subscription. */
export class TradeLive {
  constructor(
    private readonly bus: EventBus,
    private readonly logger: Logger,
    private readonly now: () => number,
  ) {}

  publish(userId: string, change: Omit<LiveTrade, 'at'>): void {
    const message = liveTrade.safeParse({ ...change, at: new Date(this.now()).toISOString() });
    if (!message.success) {
      this.logger.error({ issues: message.error.issues }, 'live trade message breaks its contract; not sent');
      return;
    }
    // Live messages are a convenience: the durable record is the committed row and its event.
    this.bus.publishLive(liveTradeSubject(userId), message.data);
  }
}
