import type { Logger } from 'pino';
import type { Database } from '../db/database';
import type { RetentionSettings } from '../events/retention';
import { prunePublishedOutboxRows, pruneProcessedEvents } from './outbox.repository';

export type RetentionPrunerOptions = {
  database: Database;
  logger: Logger;
  settings: Pick<RetentionSettings, 'outboxRetentionDays' | 'processedEventsRetentionDays'>;
  /** Between two runs. */
  intervalMs?: number;
  /**
   * Before the first run: a while after start, so a start is not slowed by it, and well within the
   * interval, so a service restarted more often than that (deploys) still prunes.
   */
  firstRunDelayMs?: number;
  /** Rows per delete statement: each is its own short transaction, so a big backlog never holds a long lock. */
  batchSize?: number;
};

export type PrunedCounts = { outboxRows: number; processedEvents: number };

/**
 * Deletes published outbox rows and processed-event records past their retention (events/retention.ts),
 * in batches. Every relay replica runs one: they skip each other's locked rows, so running twice costs
 * only a few empty statements.
 */
export class RetentionPruner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = true;
  private readonly intervalMs: number;
  private readonly batchSize: number;

  constructor(private readonly options: RetentionPrunerOptions) {
    this.intervalMs = options.intervalMs ?? 60 * 60_000;
    this.batchSize = options.batchSize ?? 1_000;
  }

  start(): void {
    this.stopped = false;
    this.schedule(this.options.firstRunDelayMs ?? Math.min(60_000, this.intervalMs));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.pruneOnce()
        .catch((error: unknown) => this.options.logger.error({ err: error }, 'retention pruning failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref?.();
  }

  async pruneOnce(): Promise<PrunedCounts> {
    const { database, settings } = this.options;
    const outboxRows = await this.inBatches((limit) =>
      prunePublishedOutboxRows(database.orm, settings.outboxRetentionDays, limit),
    );
    const processedEvents = await this.inBatches((limit) =>
      pruneProcessedEvents(database.orm, settings.processedEventsRetentionDays, limit),
    );
    if (outboxRows + processedEvents > 0) this.options.logger.info({ outboxRows, processedEvents }, 'retention pruned');
    return { outboxRows, processedEvents };
  }

  private async inBatches(prune: (limit: number) => Promise<number>): Promise<number> {
    let total = 0;
    for (;;) {
      const pruned = await prune(this.batchSize);
      total += pruned;
      if (pruned < this.batchSize) return total;
    }
  }
}
