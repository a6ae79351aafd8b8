import { Group, Pagination, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from './NoData';
import { QueryError, QueryLoader } from './QueryState';

/** The paging fields of the graph's AuditPage and MailboxPage. */
export interface PageInfo {
  total: number;
  page: number;
  pageSize: number;
  items: readonly unknown[];
}

interface PagedListProps {
  /** The page shown (kept while the next one loads); undefined before the first answer. */
  result: PageInfo | null | undefined;
  error: Error | undefined;
  /** The page asked for (the pagination moves at once, before its rows arrive). */
  page: number;
  onPageChange: (page: number) => void;
  testId: string;
  /** The table of the page's items (rendered only when there are items). */
  children: ReactNode;
}

/** A paged list's states: error box, loader, "No Data Found", or the table with its pagination. */
export function PagedList({ result, error, page, onPageChange, testId, children }: PagedListProps) {
  const { t } = useTranslation();
  if (error !== undefined) return <QueryError error={error} />;
  if (result == null) return <QueryLoader />;
  if (result.items.length === 0) return <NoData />;
  const pages = Math.max(1, Math.ceil(result.total / result.pageSize));
  return (
    <Stack gap="sm">
      {children}
      <Group justify="space-between">
        <Text size="sm" c="dimmed" data-testid={`${testId}-total`}>
          {t('list.total', { count: result.total })}
        </Text>
        {pages > 1 && (
          <Pagination total={pages} value={page} onChange={onPageChange} data-testid={`${testId}-pagination`} />
        )}
      </Group>
    </Stack>
  );
}
