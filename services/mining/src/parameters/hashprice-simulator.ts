import type { Database, Logger } from '@mc/platform';
import { currentHashprice, insertHashprice, lockParameter } from '../db/parameters.repository';
import { daysAfter, utcDay, type HashpriceSource } from './simulated-hashprice';

const HOUR_MS = 3_600_000;
/** A platform down for ten years catches up its last ten years only. */
const MAX_CATCH_UP_DAYS = 3_660;

/**
 * Writes a 'system' hashprice row for every UTC day since the newest recorded value, up to today,
 * each from the value before it. Run at start (catching up the days missed while down) and hourly.
 * Rows are unique per day, so replicas running it at once record each day once.
 */
export class HashpriceSimulator {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly database: Database,
    private readonly source: HashpriceSource,
    private readonly now: () => number,
    private readonly logger: Logger,
  ) {}

  async start(): Promise<void> {
    await this.catchUp();
    this.timer = setInterval(() => {
      this.catchUp().catch((error: unknown) => this.logger.error({ err: error }, 'hashprice catch-up failed'));
    }, HOUR_MS);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  /** Returns the days it recorded. */
  async catchUp(): Promise<string[]> {
    const today = utcDay(this.now());
    const recorded = await this.database.orm.transaction(async (tx) => {
      await lockParameter(tx, 'hashprice');
      const newest = await currentHashprice(tx, new Date(this.now()));
      const days = newest ? daysAfter(utcDay(newest.validFrom.getTime()), today, MAX_CATCH_UP_DAYS) : [today];
      let previous = newest?.msatPerThDay ?? null;
      const written: string[] = [];
      for (const day of days) {
        const { msatPerThDay, reason } = await this.source.hashpriceForDay(day, previous);
        const row = await insertHashprice(tx, {
          msatPerThDay,
          validFrom: new Date(`${day}T00:00:00Z`),
          setBy: 'system',
          reason,
          systemDay: day,
        });
        if (row) written.push(day);
        previous = msatPerThDay;
      }
      return written;
    });
    if (recorded.length > 0) this.logger.info({ days: recorded.length, through: today }, 'hashprice recorded');
    return recorded;
  }
}
