import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { PageRequest } from '@mc/platform';

export type Page<TRow> = { items: TRow[]; total: number; page: number; pageSize: number };
export { MAX_PAGE_SIZE, pageRequest, type PageRequest } from '@mc/platform';

export function offsetOf(request: PageRequest): number {
  return (request.page - 1) * request.pageSize;
}

/** Case-insensitive "contains" over text columns (uuid columns are cast), with LIKE wildcards escaped. */
export function containsAny(search: string | undefined, columns: (PgColumn | SQL)[]): SQL | undefined {
  const trimmed = search?.trim();
  if (!trimmed) return undefined;
  const pattern = `%${trimmed.slice(0, 100).replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return or(...columns.map((column) => ilike(sql`${column}::text`, pattern)));
}
