import { useQuery } from '@apollo/client/react';
import { Group, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { StatusFilter } from '../../components/StatusFilter';
import { WITHDRAWAL_STATUSES, type WithdrawalStatus } from '../../graphql/funds';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { withdrawalPath } from '../../paths';
import { ALL_WITHDRAWALS_QUERY } from './queries';
import { WithdrawalsTable } from './WithdrawalsTable';

/** /control/withdrawals/list.html: every withdrawal, newest first, pending ones by default; searchable and paged. */
export function WithdrawalsListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const [status, setStatus] = useState<WithdrawalStatus | null>('PENDING');
  const { data, previousData, error } = useQuery(ALL_WITHDRAWALS_QUERY, {
    variables: { ...variables, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.allWithdrawals;
  return (
    <Stack gap="md" data-testid="withdrawals-page">
      <PageTitle label={t('withdrawals.title')} />
      <Breadcrumbs trail={[{ label: t('withdrawals.title') }]} />
      <Title order={2}>{t('withdrawals.title')}</Title>
      <Group align="flex-end">
        <SearchBox
          value={text}
          onChange={onTextChange}
          placeholder={t('withdrawals.searchPlaceholder')}
          testId="withdrawals-search"
        />
        <StatusFilter
          statuses={WITHDRAWAL_STATUSES}
          value={status}
          onChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          testId="withdrawals-status-filter"
        />
      </Group>
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="withdrawals">
        {result !== undefined && (
          <WithdrawalsTable withdrawals={result.items} detailPath={(withdrawal) => withdrawalPath(withdrawal.id)} />
        )}
      </PagedList>
    </Stack>
  );
}
