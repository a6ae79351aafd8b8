import { subjectMatches } from './subject-matches';

/**
 * Storage behind the in-process bus: a per-stream append-only log with JetStream-like
 * de-duplication, and per durable name a cursor plus the set of unacknowledged messages.
 */

export type StoredEvent = { seq: number; subject: string; eventId: string; body: string };

/** One handing-out of a message; stale handings-out (after a redelivery) are recognised by count. */
export type Delivery = { event: StoredEvent; deliveryCount: number };

type Unacked = { event: StoredEvent; deliveryCount: number; ready: boolean; timer?: NodeJS.Timeout };

export class MemoryStream {
  readonly events: StoredEvent[] = [];
  readonly durables = new Map<string, MemoryDurable>();
  /** eventId → time it leaves the duplicate window; insertion order is expiry order. */
  private readonly recentIds = new Map<string, number>();

  constructor(private readonly duplicateWindowMs: number) {}

  /** Appends unless the eventId was seen within the window; returns whether it was stored. */
  append(subject: string, eventId: string, body: string, now = Date.now()): boolean {
    this.forgetExpiredIds(now);
    if (this.recentIds.has(eventId)) return false;
    this.recentIds.set(eventId, now + this.duplicateWindowMs);
    this.events.push({ seq: this.events.length + 1, subject, eventId, body });
    for (const durable of this.durables.values()) durable.notify();
    return true;
  }

  durable(name: string, filters: string[]): MemoryDurable {
    let durable = this.durables.get(name);
    if (!durable) {
      durable = new MemoryDurable(this);
      this.durables.set(name, durable);
    }
    // Like a JetStream consumer update: the latest filters apply, the cursor is kept.
    durable.filters = filters;
    return durable;
  }

  /** Keeps memory bounded: ids older than the window can never cause a duplicate again. */
  private forgetExpiredIds(now: number): void {
    for (const [eventId, expiresAt] of this.recentIds) {
      if (expiresAt > now) break;
      this.recentIds.delete(eventId);
    }
  }
}

export class MemoryDurable {
  filters: string[] = [];
  /** Index in the stream log of the next message this durable has never handed out. */
  private cursor = 0;
  private readonly unacked = new Map<number, Unacked>();
  private wakeups: Array<() => void> = [];

  constructor(private readonly stream: MemoryStream) {}

  /**
   * The next message for a consumer: a message due for redelivery first (lowest sequence),
   * otherwise the next new event matching the filters. Starts the ack-wait clock.
   */
  take(ackWaitMs: number): Delivery | undefined {
    const record = this.nextDueRedelivery() ?? this.nextNewEvent();
    if (!record) return undefined;
    record.deliveryCount += 1;
    record.ready = false;
    // An unacknowledged message becomes available again once the ack wait passes, as in JetStream.
    this.schedule(record, ackWaitMs);
    return { event: record.event, deliveryCount: record.deliveryCount };
  }

  ack(delivery: Delivery): void {
    const record = this.unacked.get(delivery.event.seq);
    if (!record) return;
    clearTimeout(record.timer);
    this.unacked.delete(delivery.event.seq);
  }

  /** Hands the message out again after `delayMs`, unless it was already handed out again. */
  nak(delivery: Delivery, delayMs: number): void {
    const record = this.unacked.get(delivery.event.seq);
    if (!record || record.deliveryCount !== delivery.deliveryCount || record.ready) return;
    this.schedule(record, delayMs);
  }

  waitForWork(): Promise<void> {
    return new Promise((resolve) => this.wakeups.push(resolve));
  }

  notify(): void {
    const wakeups = this.wakeups;
    this.wakeups = [];
    for (const wake of wakeups) wake();
  }

  /** Clears timers so a closed bus leaves nothing scheduled. */
  dispose(): void {
    for (const record of this.unacked.values()) clearTimeout(record.timer);
    this.notify();
  }

  private schedule(record: Unacked, delayMs: number): void {
    clearTimeout(record.timer);
    const deliveryCount = record.deliveryCount;
    const makeReady = () => {
      if (this.unacked.get(record.event.seq) !== record || record.deliveryCount !== deliveryCount) return;
      record.ready = true;
      this.notify();
    };
    if (delayMs <= 0) {
      record.timer = undefined;
      makeReady();
      return;
    }
    record.timer = setTimeout(makeReady, delayMs);
    record.timer.unref();
  }

  private nextDueRedelivery(): Unacked | undefined {
    let due: Unacked | undefined;
    for (const record of this.unacked.values()) {
      if (record.ready && (!due || record.event.seq < due.event.seq)) due = record;
    }
    return due;
  }

  private nextNewEvent(): Unacked | undefined {
    while (this.cursor < this.stream.events.length) {
      const event = this.stream.events[this.cursor++];
      if (!this.filters.some((filter) => subjectMatches(filter, event.subject))) continue;
      const record: Unacked = { event, deliveryCount: 0, ready: false };
      this.unacked.set(event.seq, record);
      return record;
    }
    return undefined;
  }
}
