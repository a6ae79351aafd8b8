import { Stack, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SuccessBox } from '@mc/client';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { QueryError } from '../../components/QueryState';
import { SearchBox } from '../../components/SearchBox';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { CUSTOMERS_QUERY } from './queries';
import { UsersTable } from './UsersTable';

/** /control/users/list.html: the customers, newest first, searchable and paged; a row can delete (deactivate) its customer. */
export function UsersListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const { data, previousData, error, refetch } = useQuery(CUSTOMERS_QUERY, {
    variables,
    fetchPolicy: 'cache-and-network',
    // Funds away (issue 26): the customers are still listed, their pending counts marked unavailable.
    errorPolicy: 'all',
  });
  const result = (data ?? previousData)?.customers;
  const [notice, setNotice] = useState<string | null>(null);
  const deleted = (message: string) => {
    setNotice(message);
    // The mutation's answer already marks the row; the page is read again for what else changed.
    void refetch().catch(() => undefined);
  };

  return (
    <Stack gap="md" data-testid="users-page">
      <PageTitle label={t('users.title')} />
      <Breadcrumbs trail={[{ label: t('users.title') }]} />
      <Title order={2}>{t('users.title')}</Title>
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t('users.searchPlaceholder')}
        testId="users-search"
      />
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      {result && error && <QueryError error={error} onRetry={refetch} />}
      <PagedList
        result={result}
        error={result ? undefined : error}
        page={variables.page}
        onPageChange={setPage}
        testId="users"
      >
        {result !== undefined && <UsersTable customers={result.items} onDeleted={deleted} />}
      </PagedList>
    </Stack>
  );
}
