import { useQuery } from '@apollo/client/react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { PATHS } from '../../paths';
import { DepositDetail } from './DepositDetail';
import { DEPOSIT_QUERY } from './queries';

/** /control/deposits/:id/update: the deposit's details and its decisions; Not Found for an unknown id. */
export function DepositUpdatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(DEPOSIT_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const deposit = data?.deposit;
  return (
    <Stack gap="md" data-testid="deposit-page">
      <PageTitle label={t('deposits.detailTitle')} />
      <Breadcrumbs
        trail={[{ label: t('deposits.title'), to: PATHS.depositsList }, { label: t('deposits.detailTitle') }]}
      />
      {error !== undefined && deposit === undefined ? (
        <QueryError error={error} />
      ) : deposit === undefined ? (
        <QueryLoader />
      ) : deposit === null ? (
        <NotFound />
      ) : (
        <>
          <Title order={2}>{t('deposits.detailTitle')}</Title>
          <DepositDetail deposit={deposit} />
        </>
      )}
    </Stack>
  );
}
