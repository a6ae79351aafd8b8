import { sql } from 'drizzle-orm';
import { queryRows, type Executor, type Transaction } from '../db/database';

/** An unpublished row as the relay claims it; `key` is its ordering key (the subject when it has none). */
export type ClaimedRow = {
  position: string;
  event_id: string;
  subject: string;
  version: number;
  payload: unknown;
  occurred_at: Date | string;
  key: string;
  attempts: number;
  last_error: string | null;
  traceparent: string | null;
};

const rowKey = sql`coalesce(ordering_key, subject)`;

/**
 * Claims up to `limit` unpublished rows, in position order, of keys whose earliest unpublished row is
 * due and not claimed by another relay.
 *
 * First the heads: each waiting key's earliest unpublished row, locked with SKIP LOCKED. The keys are
 * found by skipping through the key index (one probe per key, not per row), so a poll stays cheap
 * while thousands of rows wait behind a stuck key. Another
 * relay's claimed head still counts as unpublished, so its key's later rows are never heads here. Then
 * the rows following the heads this relay holds: no other relay can lock those (they are not heads), so
 * they are locked without SKIP LOCKED: if that reasoning were ever wrong, this waits instead of
 * publishing past a row.
 */
export async function claimRowsByKey(tx: Transaction, limit: number): Promise<ClaimedRow[]> {
  const heads = await queryRows<{ key: string }>(
    tx,
    sql`
    with recursive waiting(key) as (
      (select ${rowKey} from outbox where published_at is null order by 1 limit 1)
      union all
      select (select ${rowKey} from outbox
               where published_at is null and ${rowKey} > waiting.key order by 1 limit 1)
        from waiting where waiting.key is not null),
    heads(position) as (
      select (select position from outbox
               where published_at is null and ${rowKey} = waiting.key order by position limit 1)
        from waiting where waiting.key is not null)
    select coalesce(o.ordering_key, o.subject) as key from outbox o join heads using (position)
     where o.published_at is null and (o.next_attempt_at is null or o.next_attempt_at <= now())
     order by o.position limit ${limit}
       for update of o skip locked`,
  );
  if (heads.length === 0) return [];
  const keys = sql.join(
    heads.map((head) => sql`${head.key}`),
    sql`, `,
  );
  return queryRows<ClaimedRow>(
    tx,
    sql`
    select position, event_id, subject, version, payload, occurred_at, ${rowKey} as key, attempts, last_error,
           traceparent
      from outbox
     where published_at is null and ${rowKey} in (${keys})
     order by position limit ${limit}
       for update`,
  );
}

export async function markPublished(tx: Transaction, positions: string[]): Promise<void> {
  if (positions.length === 0) return;
  await tx.execute(sql`
    update outbox set published_at = now(), attempts = attempts + 1, next_attempt_at = null
     where position in (${sql.join(
       positions.map((position) => sql`${position}`),
       sql`, `,
     )})`);
}

/** Retried after base × 2^(failures so far), at most `maxDelayMs` (the exponent is capped so it cannot overflow). */
export async function markFailed(
  tx: Transaction,
  position: string,
  error: string,
  backoff: { baseDelayMs: number; maxDelayMs: number },
): Promise<void> {
  await tx.execute(sql`
    update outbox
       set attempts = attempts + 1, last_error = ${error},
           next_attempt_at = now() + make_interval(secs => least(
             ${backoff.maxDelayMs}::float8, ${backoff.baseDelayMs}::float8 * power(2, least(attempts, 40))) / 1000)
     where position = ${position}`);
}

/** Deletes up to `limit` rows published before `days` ago; returns how many. Unpublished rows are never touched. */
export async function prunePublishedOutboxRows(executor: Executor, days: number, limit: number): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(
    executor,
    sql`
    with pruned as (
      delete from outbox where position in (
        select position from outbox
         where published_at < now() - make_interval(days => ${days}::int)
         order by published_at limit ${limit}
           for update skip locked)
      returning 1)
    select count(*)::int as count from pruned`,
  );
  return count;
}

/** Deletes up to `limit` processed-event records older than `days`; returns how many. */
export async function pruneProcessedEvents(executor: Executor, days: number, limit: number): Promise<number> {
  const [{ count }] = await queryRows<{ count: number }>(
    executor,
    sql`
    with pruned as (
      delete from processed_events where (consumer, event_id) in (
        select consumer, event_id from processed_events
         where processed_at < now() - make_interval(days => ${days}::int)
         order by processed_at limit ${limit}
           for update skip locked)
      returning 1)
    select count(*)::int as count from pruned`,
  );
  return count;
}
