import { ilike, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export type Page<TRow> = { items: TRow[]; total: number; page: number; pageSize: number };
export type PageRequest = { page: number; pageSize: number };

export const MAX_PAGE_SIZE = 100;

/** Clamps a requested page to sane bounds: page ≥ 1, 1 ≤ size ≤ 100. */
export function pageRequest(
  page: number | null | undefined,
  pageSize: number | null | undefined,
  fallbackSize = 20,
): PageRequest {
  return {
    page: Math.max(1, Math.floor(page ?? 1)),
    pageSize: Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(pageSize ?? fallbackSize))),
  };
}

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
