import type { EventBus, EventEnvelope } from '../../src/bus/event-bus';

/**
 * A bus double for relay tests: records what was published and can be told to fail, which a
 * real transport cannot be made to do on demand. The transports themselves have their own
 * contract suite against NATS and the in-process bus.
 */
export class RecordingBus implements EventBus {
  readonly kind = 'memory' as const;
  readonly published: EventEnvelope[] = [];
  failNext = 0;
  /** False plays a bus cut off from its transport (NATS down). */
  isConnected = true;

  connected(): boolean {
    return this.isConnected;
  }

  async publish(event: EventEnvelope): Promise<void> {
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw new Error('transport down');
    }
    this.published.push(event);
  }
  async consume(): Promise<never> {
    throw new Error('not used in relay tests');
  }
  publishLive(): void {}
  subscribeLive(): () => void {
    return () => undefined;
  }
  async close(): Promise<void> {}
}
