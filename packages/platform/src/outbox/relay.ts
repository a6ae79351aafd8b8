import type { Logger } from 'pino';
import type { Database, Transaction } from '../db/database';
import type { EventBus, EventEnvelope } from '../bus/event-bus';
import { retentionSettings, type RetentionSettings } from '../events/retention';
import { claimRowsByKey, markFailed, markPublished, type ClaimedRow } from './outbox.repository';
import { RetentionPruner } from './pruner';
import { publishInTrace } from '../tracing/event-spans';

export type OutboxRelayOptions = {
  database: Database;
  bus: EventBus;
  logger: Logger;
  batchSize?: number;
  pollIntervalMs?: number;
  /** A failed row is retried after this, doubled per failure up to `retryMaxDelayMs`. */
  retryBaseDelayMs?: number;
  retryMaxDelayMs?: number;
  /** How long published rows and processed-event records are kept; from the environment by default. */
  retention?: Pick<RetentionSettings, 'outboxRetentionDays' | 'processedEventsRetentionDays'>;
  pruneIntervalMs?: number;
};

type Failure = { row: ClaimedRow; error: string };

/**
 * Publishes committed outbox rows, in order per ordering key (ADR 0042): a row that cannot be published
 * holds back the later rows of its key only, and is retried after a capped exponential backoff. Rows
 * are claimed with row locks (outbox.repository.ts), so several relay replicas never publish the same
 * row at once nor one key out of order; a crash between publish and commit publishes the row again
 * with the same event id, which JetStream's de-duplication drops. While it runs it also prunes what is
 * past its retention (./pruner.ts).
 */
export class OutboxRelay {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private wakeRequested = false;
  private stopped = true;
  private readonly batchSize: number;
  private readonly pollIntervalMs: number;
  private readonly backoff: { baseDelayMs: number; maxDelayMs: number };
  readonly pruner: RetentionPruner;

  constructor(private readonly options: OutboxRelayOptions) {
    this.batchSize = options.batchSize ?? 100;
    this.pollIntervalMs = options.pollIntervalMs ?? 500;
    this.backoff = { baseDelayMs: options.retryBaseDelayMs ?? 1_000, maxDelayMs: options.retryMaxDelayMs ?? 60_000 };
    this.pruner = new RetentionPruner({
      database: options.database,
      logger: options.logger,
      settings: options.retention ?? retentionSettings(),
      intervalMs: options.pruneIntervalMs,
    });
  }

  start(): void {
    this.stopped = false;
    this.schedule(0);
    this.pruner.start();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await Promise.all([this.running, this.pruner.stop()]);
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
    const { database, bus } = this.options;
    // Cut off from the bus (an outage, or NATS not up yet at start): the rows wait, and no failed
    // attempt is written or logged every poll; the bus logs the outage and its end once.
    if (!bus.connected()) return 0;
    return database.orm.transaction(async (tx) => {
      const rows = await claimRowsByKey(tx, this.batchSize);
      const { published, failures } = await this.publishInKeyOrder(rows);
      await markPublished(
        tx,
        published.map((row) => row.position),
      );
      await this.recordFailures(tx, failures);
      this.logRecoveries(published);
      return published.length;
    });
  }

  /** Rows come in position order; after a key's first failure its later rows wait for the next attempt. */
  private async publishInKeyOrder(rows: ClaimedRow[]): Promise<{ published: ClaimedRow[]; failures: Failure[] }> {
    const published: ClaimedRow[] = [];
    const failures: Failure[] = [];
    const held = new Set<string>();
    for (const row of rows) {
      if (held.has(row.key)) continue;
      try {
        await publishInTrace(envelopeOf(row), (event) => this.options.bus.publish(event));
        published.push(row);
      } catch (error) {
        failures.push({ row, error: String(error) });
        held.add(row.key);
        // Cut off meanwhile: every other row would fail too, each after its own timeout.
        if (!this.options.bus.connected()) break;
      }
    }
    return { published, failures };
  }

  /** Logged when a row starts failing or fails differently, not at every retry. */
  private async recordFailures(tx: Transaction, failures: Failure[]): Promise<void> {
    for (const { row, error } of failures) {
      await markFailed(tx, row.position, error, this.backoff);
      if (row.last_error === error) continue;
      this.options.logger.warn(
        { subject: row.subject, eventId: row.event_id, orderingKey: row.key, attempts: row.attempts + 1, error },
        'outbox publish failed; this key waits, other keys go on',
      );
    }
  }

  private logRecoveries(published: ClaimedRow[]): void {
    for (const row of published.filter((candidate) => candidate.last_error !== null)) {
      this.options.logger.info(
        { subject: row.subject, eventId: row.event_id, orderingKey: row.key, attempts: row.attempts + 1 },
        'outbox row published after failing; its key goes on',
      );
    }
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

function envelopeOf(row: ClaimedRow): EventEnvelope {
  return {
    eventId: row.event_id,
    subject: row.subject,
    version: row.version,
    payload: typeof row.payload === 'string' ? JSON.parse(row.payload) : row.payload,
    occurredAt: new Date(row.occurred_at).toISOString(),
    ...(row.traceparent ? { traceparent: row.traceparent } : {}),
  };
}
