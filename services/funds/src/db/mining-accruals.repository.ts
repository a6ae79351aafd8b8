import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '@mc/platform';

/** Which of these journal transaction ids the ledger already has (one query for a whole batch). */
export async function existingJournalIds(db: Executor, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from journal_transactions where id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Set(rows.map((row) => row.id));
}
