import type { Request } from 'express';
import { z } from 'zod';
import { LegacyInputError } from './legacy-errors';

/** Legacy paged lists: `?page=N`, answered with data, current_page, last_page, next_page_url, total. */
export function pageOf(request: Request): { page: number; search?: string } {
  const parsed = z
    .object({ page: z.coerce.number().int().min(1).max(100_000).default(1), search: z.string().max(300).optional() })
    .safeParse(request.query);
  if (!parsed.success)
    throw new LegacyInputError(parsed.error.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`));
  return parsed.data;
}

export function legacyPage<T>(request: Request, items: T[], page: number, pageSize: number, total: number) {
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const next = new URL(request.originalUrl, 'http://legacy');
  next.searchParams.set('page', String(page + 1));
  return {
    data: items,
    current_page: page,
    last_page: lastPage,
    per_page: pageSize,
    total,
    next_page_url: page < lastPage ? `${next.pathname}${next.search}` : null,
  };
}

export type PageOf<T> = { items: T[]; total: number; page: number; pageSize: number };

/** A paged list inside one user's answer (referrals, deposits, withdrawals): `?page=N` of that answer turns them all. */
export function legacyEmbeddedPage<T, U>(page: PageOf<T>, map: (item: T) => U, pageUrl: (page: number) => string) {
  const lastPage = Math.max(1, Math.ceil(page.total / page.pageSize));
  return {
    data: page.items.map(map),
    current_page: page.page,
    last_page: lastPage,
    total: page.total,
    next_page_url: page.page < lastPage ? pageUrl(page.page + 1) : null,
  };
}
