import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { toApiErrors } from '@mc/client';
import { ActionModal } from '../../components/ActionModal';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NotFound } from '../../components/NotFound';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { PATHS } from '../../paths';
import {
  RETIRE_TRADER_MUTATION,
  TRADER_QUERY,
  TRADERS_QUERY,
  UPDATE_TRADER_MUTATION,
  type AdminTrader,
  type TradersListState,
} from './queries';
import { TraderForm } from './TraderForm';
import { TraderPhotoForm } from './TraderPhotoForm';
import { TraderWinRate } from './TraderStatistics';

/** /control/traders/:id/update: the trader's form, its photo and the retire control; "Trader Not Found" otherwise. */
export function TraderUpdatePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error } = useQuery(TRADER_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const trader = data?.trader;
  const notFound = error !== undefined && toApiErrors(error).some((each) => each.reason === 'TRADER_NOT_FOUND');
  return (
    <Stack gap="md" data-testid="trader-update-page">
      <PageTitle label={t('traders.update')} />
      <Breadcrumbs
        trail={[{ label: t('traders.title'), to: PATHS.tradersList }, { label: trader?.name ?? t('traders.update') }]}
      />
      {notFound ? (
        <NotFound what="Trader" />
      ) : error !== undefined && trader === undefined ? (
        <QueryError error={error} />
      ) : trader === undefined ? (
        <QueryLoader />
      ) : (
        <TraderUpdate trader={trader} />
      )}
    </Stack>
  );
}

function TraderUpdate({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [updateTrader] = useMutation(UPDATE_TRADER_MUTATION, {
    refetchQueries: [TRADERS_QUERY],
    awaitRefetchQueries: true,
  });
  const [retireTrader] = useMutation(RETIRE_TRADER_MUTATION, {
    refetchQueries: [TRADERS_QUERY],
    awaitRefetchQueries: true,
  });
  if (trader.retiredAt)
    return (
      <Alert color="gray" variant="light" data-testid="trader-retired">
        {t('traders.retiredNotice', { name: trader.name, at: new Date(trader.retiredAt).toLocaleString('en-US') })}
      </Alert>
    );
  return (
    <>
      <Title order={2}>{trader.name}</Title>
      <Group gap="xs">
        <Text size="sm" fw={500}>
          {t('traders.columns.winRate')}:
        </Text>
        <TraderWinRate trader={trader} />
      </Group>
      <TraderForm
        trader={trader}
        submitLabel={t('traders.save')}
        testId="trader-update-form"
        onSubmit={async (input) => {
          await updateTrader({ variables: { id: trader.id, input } });
          const state: TradersListState = { notice: t('traders.updated', { name: input.name }) };
          await navigate(PATHS.tradersList, { state });
        }}
      />
      <Divider label={t('traders.photo.title')} labelPosition="left" />
      <TraderPhotoForm trader={trader} />
      <Divider label={t('traders.retire')} labelPosition="left" />
      <Text size="sm" c="dimmed">
        {t('traders.retireHint')}
      </Text>
      <div>
        <ActionModal
          testId="trader-retire"
          buttonLabel={t('traders.retire')}
          title={t('traders.retireTitle', { name: trader.name })}
          question={t('traders.retireQuestion')}
          confirmLabel={t('traders.retireConfirm')}
          color="red"
          field={{ label: t('traders.retireReason'), required: true, maxLength: 300 }}
          onConfirm={async (reason) => {
            await retireTrader({ variables: { id: trader.id, reason } });
            const state: TradersListState = { notice: t('traders.retired', { name: trader.name }) };
            await navigate(PATHS.tradersList, { state });
          }}
        />
      </div>
    </>
  );
}
