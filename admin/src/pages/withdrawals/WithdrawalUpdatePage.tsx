import { useQuery } from '@apollo/client/react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { PATHS } from '../../paths';
import { WITHDRAWAL_QUERY } from './queries';
import { WithdrawalDetail } from './WithdrawalDetail';

/** /control/withdrawals/:id/update: the withdrawal's details and its decisions; Not Found for an unknown id. */
export function WithdrawalUpdatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(WITHDRAWAL_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const withdrawal = data?.withdrawal;
  return (
    <Stack gap="md" data-testid="withdrawal-page">
      <PageTitle label={t('withdrawals.detailTitle')} />
      <Breadcrumbs
        trail={[{ label: t('withdrawals.title'), to: PATHS.withdrawalsList }, { label: t('withdrawals.detailTitle') }]}
      />
      {error !== undefined && withdrawal === undefined ? (
        <QueryError error={error} />
      ) : withdrawal === undefined ? (
        <QueryLoader />
      ) : withdrawal === null ? (
        <NotFound />
      ) : (
        <>
          <Title order={2}>{t('withdrawals.detailTitle')}</Title>
          <WithdrawalDetail withdrawal={withdrawal} />
        </>
      )}
    </Stack>
  );
}
