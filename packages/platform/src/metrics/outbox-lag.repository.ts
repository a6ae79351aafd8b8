import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../db/database';

export type OutboxLag = { unpublished: number; oldestAgeSeconds: number };

/**
 * How far the relay is behind: unpublished rows and the age of the oldest (0 when none). The partial
 * index `outbox_unpublished` holds exactly these rows, so the count stays cheap however long the table.
 */
export async function readOutboxLag(db: Executor): Promise<OutboxLag> {
  const [row] = await queryRows<{ unpublished: number; oldest_age_seconds: number }>(
    db,
    sql`select count(*)::int as unpublished,
          coalesce(greatest(extract(epoch from now() - min(occurred_at)), 0), 0)::float8 as oldest_age_seconds
        from outbox where published_at is null`,
  );
  return { unpublished: Number(row?.unpublished ?? 0), oldestAgeSeconds: Number(row?.oldest_age_seconds ?? 0) };
}
