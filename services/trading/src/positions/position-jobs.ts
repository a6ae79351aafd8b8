import type { Database, Logger, Outbox } from '@mc/platform';
import {
  claimDueOptions,
  claimStaleHoldRequests,
  decideHoldRequest,
  settleOptionRow,
  type OptionRow,
} from '../db/positions.repository';
import { firstTickFrom } from '../db/ticks.repository';
import { holdAbandonedEvent, optionSettledEvent } from '../events/position-events';
import type { TradeLive } from '../live/trade-live';
import { optionOutcome, optionProfitMinor, priceUnits } from './figures';

export type PositionJobSettings = {
  /** How often due options are looked for (the settlement promise is about 3 s after expiry). */
  settleEveryMs: number;
  /**
   * Settle once the clock is this far past expiry: longer than the feed's flush interval, so every
   * tick up to the settling one is recorded and "the first tick at or after expiry" is final.
   */
  settleDelayMs: number;
  reconcileEveryMs: number;
  /** A hold request undecided for this long is abandoned (the hold call times out long before). */
  abandonAfterMs: number;
};

const BATCH = 100;

/**
 * The server's own work on positions: settles due options and abandons stale hold requests, from
 * start (what was due during a restart) and continuously. Rows are claimed with SKIP LOCKED, so
 * several replicas settle each option once.
 */
export class PositionJobs {
  private timers: NodeJS.Timeout[] = [];
  private running = new Set<string>();

  constructor(
    private readonly database: Database,
    private readonly outbox: Outbox,
    private readonly live: TradeLive,
    private readonly logger: Logger,
    private readonly now: () => number,
    private readonly settings: PositionJobSettings,
  ) {}

  start(): void {
    this.every('settle', this.settings.settleEveryMs, () => this.settleDueOptions());
    this.every('reconcile', this.settings.reconcileEveryMs, () => this.abandonStaleRequests());
  }

  stop(): void {
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
  }

  /** Settles every due option whose settling tick is recorded; returns those settled. */
  async settleDueOptions(): Promise<OptionRow[]> {
    const settled = await this.outbox.transaction(async (tx, publish) => {
      const due = await claimDueOptions(tx, new Date(this.now() - this.settings.settleDelayMs), BATCH);
      const done: OptionRow[] = [];
      for (const option of due) {
        const tick = await firstTickFrom(tx, option.symbol, option.expiresAt);
        if (!tick) continue;
        const outcome = optionOutcome(option.direction, priceUnits(option.strike), priceUnits(tick.ask));
        const row = await settleOptionRow(tx, option.id, {
          status: outcome,
          settleTickId: tick.id,
          settlePrice: tick.ask,
          settledAt: tick.at,
          profitMinor: optionProfitMinor(outcome, option.stakeMinor, option.payoutBps),
        });
        await publish(optionSettledEvent(row));
        done.push(row);
      }
      return done;
    });
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
    const run = () => {
      // A slow database must not pile up runs of the same job.
      if (this.running.has(name)) return;
      this.running.add(name);
      work()
        .catch((error: unknown) => this.logger.error({ err: error, job: name }, 'position job failed; retried'))
        .finally(() => this.running.delete(name));
    };
    run();
    const timer = setInterval(run, intervalMs);
    timer.unref();
    this.timers.push(timer);
  }
}
