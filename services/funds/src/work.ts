import type { EventEnvelope, Outbox, Transaction } from '@mc/platform';
import type { BalancePublisher } from './live/balance-publisher';

export type WorkContext = {
  publish(event: EventEnvelope): Promise<void>;
  /** Customers whose balances this work moved: they get a live update after the commit. */
  touched(userIds: string[]): void;
};

const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 3;

/**
 * One write of the funds domain: a database transaction with the outbox, retried on a deadlock
 * or serialization failure (its steps are idempotent), then live balance pushes once committed.
 */
export class FundsWork {
  constructor(
    private readonly outbox: Outbox,
    private readonly balances: BalancePublisher,
  ) {}

  async run<T>(work: (tx: Transaction, context: WorkContext) => Promise<T>): Promise<T> {
    for (let attempt = 1; ; attempt += 1) {
      const touched = new Set<string>();
      try {
        const result = await this.outbox.transaction((tx, publish) =>
          work(tx, { publish, touched: (ids) => ids.forEach((id) => touched.add(id)) }),
        );
        await this.balances.publish([...touched]);
        return result;
      } catch (error) {
        if (attempt >= MAX_ATTEMPTS || !hasDatabaseCode(error, RETRYABLE_CODES)) throw error;
      }
    }
  }
}

/** Whether the error, or one it wraps (the ORM wraps the driver's), carries one of these SQLSTATE codes. */
export function hasDatabaseCode(error: unknown, codes: ReadonlySet<string>): boolean {
  for (
    let current = error as { code?: unknown; cause?: unknown } | undefined;
    current;
    current = current.cause as typeof current
  ) {
    if (typeof current.code === 'string' && codes.has(current.code)) return true;
  }
  return false;
}
