import { useQuery } from '@apollo/client/react';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { DEPOSIT_STATUSES, type DepositStatus } from '../../graphql/funds';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { depositPath } from '../../paths';
import { DepositsTable } from './DepositsTable';
import { ALL_DEPOSITS_QUERY } from './queries';
import { useCustomersMatching } from './useCustomersMatching';

/**
 * /control/deposits/list.html: every deposit, newest first, pending ones first to look at; paged, and searchable
 * by the customer's e-mail or name too.
 */
export function DepositsListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const [status, setStatus] = useState<DepositStatus | null>('PENDING');
  const customers = useCustomersMatching(variables.search);
  const { data, previousData, error } = useQuery(ALL_DEPOSITS_QUERY, {
    variables: { ...variables, status, searchCustomerIds: customers.ids },
    skip: customers.loading,
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.allDeposits;
  return (
    <Stack gap="md" data-testid="deposits-page">
      <PageTitle label={t('deposits.title')} />
      <Breadcrumbs trail={[{ label: t('deposits.title') }]} />
      <Title order={2}>{t('deposits.title')}</Title>
      <Group align="flex-end">
        <SearchBox
          value={text}
          onChange={onTextChange}
          placeholder={t('deposits.searchPlaceholder')}
          testId="deposits-search"
        />
        <StatusFilter
          statuses={DEPOSIT_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          testId="deposits-status-filter"
        />
      </Group>
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="deposits">
        {result !== undefined && (
          <DepositsTable deposits={result.items} detailPath={(deposit) => depositPath(deposit.id)} />
        )}
      </PagedList>
    </Stack>
  );
}
