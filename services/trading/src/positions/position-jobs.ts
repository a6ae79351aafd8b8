import { appendManyToOutbox, type Database, type Logger, type Outbox } from '@mc/platform';
import {
  claimStaleHoldRequests,
  decideHoldRequest,
  earliestOpenExpiries,
  settleDueOptions,
  type OptionRow,
} from '../db/positions.repository';
import { holdAbandonedEvent, optionSettledEvent } from '../events/position-events';
import type { TradeLive } from '../live/trade-live';
import type { SettlingTicks } from './settling-ticks';

export type PositionJobSettings = {
  /**
   * How often due options are looked for besides after each flush of the feed (the settlement
   * promise is about 3 s after expiry): what a flush that never comes would otherwise hold up.
   */
  settleEveryMs: number;
  reconcileEveryMs: number;
  /** A hold request undecided for this long is abandoned (the hold call times out long before). */
  abandonAfterMs: number;
};

const BATCH = 100;
/**
 * Options settled per transaction. 10,000 expiring together settle in two transactions, one on each
 * worker. Under a CPU load that took p99 1,049 ms; ten batches of 1,000 on three workers took 1,561 ms.
 */
const SETTLE_BATCH = 5_000;
/** Batches settled at once on their own connections: claims skip each other's rows (SKIP LOCKED). */
const SETTLE_WORKERS = 2;

/**
 * The server's own work on positions: settles due options and abandons stale hold requests, from
 * start (what was due during a restart) and continuously. Rows are claimed with SKIP LOCKED, so
 * several replicas settle each option once.
 */
export class PositionJobs {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<string>();
  private calledWhileRunning = new Set<string>();

  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly live: TradeLive,
    private readonly logger: Logger,
    private readonly now: () => number,
    /** The feed's watermark: an option settles only from a tick at or before it (see PriceFeed). */
    private readonly ticksRecordedThrough: () => Date,
    private readonly settings: PositionJobSettings,
    /** The service's, told what is open after each settlement that changed it. */
    private readonly settlingTicks?: SettlingTicks,
  ) {}

  /**
   * Knows first what is open, so the feed flushes a settling tick at once from the start (SettlingTicks):
   * an option expiring just after a start would otherwise wait for the feed's next flush.
   */
  async start(): Promise<void> {
    await this.reloadSettlingTicks(true);
    this.every('settle', this.settings.settleEveryMs, () => this.settleDueOptions());
    this.every('reconcile', this.settings.reconcileEveryMs, () => this.abandonStaleRequests());
  }

  /** Called after each flush of the feed: the ticks that settle options just became final. */
  settleSoon(): void {
    if (this.timers.length > 0) this.runOnce('settle', () => this.settleDueOptions());
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /**
   * Settles every due option whose settling tick is recorded, a batch at a time (one statement that
   * claims and settles, one outbox insert per batch), until none is left; returns those settled.
   */
  async settleDueOptions(): Promise<OptionRow[]> {
    const recordedThrough = this.ticksRecordedThrough();
    const workers = Array.from({ length: SETTLE_WORKERS }, () => this.settleUntilDone(recordedThrough));
    const settled = (await Promise.all(workers)).flat();
    await this.reloadSettlingTicks(settled.length > 0);
    return settled;
  }

  /** After a start, a settlement or an early flush: what is still open may expire at other times. */
  private async reloadSettlingTicks(changed: boolean): Promise<void> {
    const ticks = this.settlingTicks;
    if (ticks && (changed || ticks.flushedAny())) ticks.reload(await earliestOpenExpiries(this.database.orm));
  }

  private async settleUntilDone(recordedThrough: Date): Promise<OptionRow[]> {
    const settled: OptionRow[] = [];
    for (;;) {
      const batch = await this.settleBatch(recordedThrough);
      settled.push(...batch);
      if (batch.length < SETTLE_BATCH) return settled;
    }
  }

  private async settleBatch(recordedThrough: Date): Promise<OptionRow[]> {
    const settled = await this.database.orm.transaction(async (tx) => {
      const rows = await settleDueOptions(tx, recordedThrough, SETTLE_BATCH);
      await appendManyToOutbox(tx, rows.map(optionSettledEvent));
      return rows;
    });
    if (settled.length > 0) this.outbox.relay.notify();
    for (const option of settled)
      this.live.publish(option.userId, { kind: 'OPTION', id: option.id, status: option.status });
    return settled;
  }

  /** The saga's compensation: requests never decided are abandoned and funds voids their holds. */
  async abandonStaleRequests(): Promise<string[]> {
    return this.outbox.transaction(async (tx, publish) => {
      const at = new Date(this.now());
      const stale = await claimStaleHoldRequests(tx, new Date(at.getTime() - this.settings.abandonAfterMs), BATCH);
      for (const request of stale) {
        await decideHoldRequest(tx, request.holdId, 'ABANDONED', at);
        await publish(holdAbandonedEvent(request.holdId, request.userId, at));
      }
      return stale.map((request) => request.holdId);
    });
  }

  private every(name: string, intervalMs: number, work: () => Promise<unknown>): void {
    const run = () => this.runOnce(name, work);
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }

  private runOnce(name: string, work: () => Promise<unknown>): void {
    // A slow database must not pile up runs of the same job; but a call during a run is not dropped:
    // a flush that made options due while a run was already past its claim would otherwise wait for
    // the next flush or the timer (up to half a second), so one more run follows (however many came).
    if (this.running.has(name)) {
      this.calledWhileRunning.add(name);
      return;
    }
    this.running.add(name);
    work()
      .catch((error: unknown) => this.logger.error({ err: error, job: name }, 'position job failed; retried'))
      .finally(() => {
        this.running.delete(name);
        if (this.calledWhileRunning.delete(name) && this.timers.length > 0) this.runOnce(name, work);
      });
  }
}
