import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Database } from '../db/database';
import type { EventBus } from '../bus/event-bus';

export type OutboxRelayOptions = {
  database: Database;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
};

type OutboxRow = {
  position: string;
  event_id: string;
  subject: string;
  version: number;
  payload: unknown;
  occurred_at: Date | string;
};

/**
 * Publishes committed outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED, so several
 * relay replicas never publish the same row at once; a crash between publish and commit
 * publishes the row again with the same event id, which JetStream's de-duplication drops.
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;

  constructor(private readonly options: OutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** Called after a commit that appended events. */
  notify(): void {
    if (this.stopped) return;
    if (this.running) {
      this.wakeRequested = true;
      return;
    }
    this.schedule(0);
  }

  /** Publishes one batch; returns how many rows were published. */
  async publishBatch(): Promise<number> {
    const { database, bus, logger } = this.options;
    // Cut off from the bus (an outage, or NATS not up yet at start): the rows wait, and no failed
    // attempt is written or logged every poll; the bus logs the outage and its end once.
    if (!bus.connected()) return 0;
    return database.orm.transaction(async (tx) => {
      const rows = await queryRows<OutboxRow>(
        tx,
        sql`
        select position, event_id, subject, version, payload, occurred_at from outbox
        where published_at is null order by position limit ${this.batchSize} for update skip locked`,
      );
      const published: string[] = [];
      for (const row of rows) {
        try {
          await bus.publish({
            eventId: row.event_id,
            subject: row.subject,
            version: row.version,
            payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
            occurredAt: new Date(row.occurred_at).toISOString(),
          });
          published.push(row.position);
        } catch (error) {
          logger.warn({ err: error, subject: row.subject, eventId: row.event_id }, 'outbox publish failed; will retry');
          await tx.execute(
            sql`update outbox set attempts = attempts + 1, last_error = ${String(error)} where position = ${row.position}`,
          );
          break; // keep per-service order: later rows wait for this one
        }
      }
      if (published.length > 0) {
        await tx.execute(sql`update outbox set published_at = now(), attempts = attempts + 1
          where position in (${sql.join(
            published.map((position) => sql`${position}`),
            sql`, `,
          )})`);
      }
      return published.length;
    });
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.running = this.loop().finally(() => {
        this.running = undefined;
        if (this.stopped) return;
        const again = this.wakeRequested;
        this.wakeRequested = false;
        this.schedule(again ? 0 : this.pollIntervalMs);
      });
    }, delayMs);
    this.timer.unref?.();
  }

  private async loop(): Promise<void> {
    try {
      while (!this.stopped && (await this.publishBatch()) === this.batchSize) {
        // a full batch: more rows are probably waiting
      }
    } catch (error) {
      this.options.logger.error({ err: error }, 'outbox relay batch failed');
    }
  }
}
