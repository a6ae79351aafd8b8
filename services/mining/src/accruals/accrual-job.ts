import type { Logger } from '@mc/platform';
import { recordAccrualPass, watchAccrualProgress } from './accrual-metrics';
import type { AccrualService } from './accrual.service';

/**
 * How often the job looks for a settled day and retries days waiting for a rate: a day after downtime waits
 * for the feed's first close after the restart (about a minute), and a pass with nothing due is one read.
 */
export const ACCRUAL_CHECK_INTERVAL_MS = 60_000;

/**
 * Runs the accrual by itself: at start (catching up every day missed while down, in order, once
 * each) and every minute after, so each day is accrued soon after its settlement time. Several
 * replicas may run it; each day is claimed under its lock.
 */
export class AccrualJob {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopReporting: (() => void) | undefined;

  constructor(
    private readonly accruals: AccrualService,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    this.stopReporting = watchAccrualProgress(() => this.accruals.progress());
    await this.tick();
    this.timer = setInterval(() => void this.tick(), ACCRUAL_CHECK_INTERVAL_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopReporting?.();
    await this.running;
  }

  /** One pass; a pass still running is not started twice in this process. */
  tick(): Promise<void> {
    this.running ??= this.pass().finally(() => (this.running = undefined));
    return this.running;
  }

  private async pass(): Promise<void> {
    try {
      const startedAtMs = performance.now();
      const runs = await this.accruals.catchUp();
      recordAccrualPass(runs, (performance.now() - startedAtMs) / 1000);
      for (const run of runs) {
        if (run.status !== 'ALREADY_DONE') this.logger.info(run, 'accrual day run');
      }
    } catch (error) {
      this.logger.error({ err: error }, 'accrual run failed');
    }
  }
}
