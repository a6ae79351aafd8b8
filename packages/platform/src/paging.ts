/** A page of a list as the graph asks for it: page ≥ 1, 1 ≤ size ≤ 100. */
export type PageRequest = { page: number; pageSize: number };

export const MAX_PAGE_SIZE = 100;

/** Clamps a requested page to sane bounds, so no query reads more than a hundred rows at once. */
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
