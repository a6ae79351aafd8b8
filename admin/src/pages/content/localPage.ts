import type { PageInfo } from '../../components/PagedList';
import { PAGE_SIZE } from '../../lib/usePagedSearch';

/**
 * One page of a list the graph returns whole (the pages of a language, a FAQ group: tens of rows),
 * searched in the browser: rows whose texts contain the search, case-insensitive.
 */
export function localPage<T>(
  rows: readonly T[],
  texts: (row: T) => readonly string[],
  search: string | null,
  page: number,
): PageInfo & { items: readonly T[] } {
  const needle = (search ?? '').toLowerCase();
  const matching =
    needle === '' ? rows : rows.filter((row) => texts(row).some((text) => text.toLowerCase().includes(needle)));
  const start = (page - 1) * PAGE_SIZE;
  return { items: matching.slice(start, start + PAGE_SIZE), total: matching.length, page, pageSize: PAGE_SIZE };
}
