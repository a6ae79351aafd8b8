import { useDebouncedCallback } from '@mantine/hooks';
import { useState } from 'react';

/** Rows per page of the paged admin lists (users, audit log, mailbox). */
export const PAGE_SIZE = 50;

/** How long typing must pause before the search is sent. */
const SEARCH_DELAY_MS = 300;

export interface PagedSearch {
  /** What the search box shows (updated at every key). */
  text: string;
  onTextChange: (text: string) => void;
  /** The variables to query with: a new search starts again at page 1. */
  variables: { page: number; pageSize: number; search: string | null };
  setPage: (page: number) => void;
}

/** The state of a searchable, paged list: the search box text and the debounced query variables. */
export function usePagedSearch(): PagedSearch {
  const [text, setText] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const applySearch = useDebouncedCallback((value: string) => {
    const search = value.trim();
    setQuery((current) => (current.search === search ? current : { search, page: 1 }));
  }, SEARCH_DELAY_MS);

  return {
    text,
    onTextChange: (value) => {
      setText(value);
      applySearch(value);
    },
    variables: { page: query.page, pageSize: PAGE_SIZE, search: query.search === '' ? null : query.search },
    setPage: (page) => setQuery((current) => ({ ...current, page })),
  };
}
