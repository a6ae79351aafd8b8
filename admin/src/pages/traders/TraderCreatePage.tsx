import { useMutation } from '@apollo/client/react';
import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRequestId } from '@mc/client';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageTitle } from '../../components/PageTitle';
import { PATHS } from '../../paths';
import { CREATE_TRADER_MUTATION, TRADERS_QUERY, type TradersListState } from './queries';
import { TraderForm } from './TraderForm';

/** /control/traders/create.html: a new trader; a double submission is one trader (the requestId). */
export function TraderCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { requestId } = useRequestId();
  const [createTrader] = useMutation(CREATE_TRADER_MUTATION, {
    refetchQueries: [TRADERS_QUERY],
    awaitRefetchQueries: true,
  });
  return (
    <Stack gap="md" data-testid="trader-create-page">
      <PageTitle label={t('traders.create')} />
      <Breadcrumbs trail={[{ label: t('traders.title'), to: PATHS.tradersList }, { label: t('traders.create') }]} />
      <Title order={2}>{t('traders.create')}</Title>
      <TraderForm
        submitLabel={t('traders.createSubmit')}
        testId="trader-create-form"
        onSubmit={async (input) => {
          await createTrader({ variables: { input, requestId } });
          const state: TradersListState = { notice: t('traders.created', { name: input.name }) };
          await navigate(PATHS.tradersList, { state });
        }}
      />
    </Stack>
  );
}
