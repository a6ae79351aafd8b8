import { useQuery } from '@apollo/client/react';
import { Anchor, Avatar, Button, Group, Stack, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { SuccessBox } from '@mc/client';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NoData } from '../../components/NoData';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { PATHS, traderPath } from '../../paths';
import { TRADERS_QUERY, type AdminTrader, type TradersListState } from './queries';
import { TraderWinRate } from './TraderStatistics';

/** /control/traders/list.html: the active traders with photo, e-mail, profit share, computed win rate and copiers. */
export function TradersListPage() {
  const { t } = useTranslation();
  const state = useLocation().state as TradersListState | null;
  const { data, error } = useQuery(TRADERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const traders = data?.traders;
  return (
    <Stack gap="md" data-testid="traders-page">
      <PageTitle label={t('traders.title')} />
      <Breadcrumbs trail={[{ label: t('traders.title') }]} />
      <Group justify="space-between">
        <Title order={2}>{t('traders.title')}</Title>
        <Button component={Link} to={PATHS.tradersCreate} data-testid="traders-create-link">
          {t('traders.add')}
        </Button>
      </Group>
      {state?.notice !== undefined && <SuccessBox>{state.notice}</SuccessBox>}
      <Text size="sm" c="dimmed">
        {t('traders.computedNote')}
      </Text>
      {error !== undefined ? (
        <QueryError error={error} />
      ) : traders === undefined ? (
        <QueryLoader />
      ) : traders.length === 0 ? (
        <NoData />
      ) : (
        <TradersTable traders={traders} />
      )}
    </Stack>
  );
}

function TradersTable({ traders }: { traders: readonly AdminTrader[] }) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table striped highlightOnHover data-testid="traders-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('traders.columns.name')}</Table.Th>
            <Table.Th>{t('traders.columns.email')}</Table.Th>
            <Table.Th ta="right">{t('traders.columns.profitShare')}</Table.Th>
            <Table.Th>{t('traders.columns.winRate')}</Table.Th>
            <Table.Th ta="right">{t('traders.columns.copiers')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {traders.map((trader) => (
            <Table.Tr key={trader.id} data-testid="traders-row" data-id={trader.id}>
              <Table.Td>
                <Group gap="sm" wrap="nowrap">
                  <Avatar src={trader.photoUrl} alt={trader.name} radius="xl" data-testid="trader-photo" />
                  <Anchor component={Link} to={traderPath(trader.id)} data-testid="traders-row-link">
                    {trader.name}
                  </Anchor>
                </Group>
              </Table.Td>
              <Table.Td>{trader.email}</Table.Td>
              <Table.Td ta="right">{t('traders.percent', { value: trader.profitSharePercent })}</Table.Td>
              <Table.Td>
                <TraderWinRate trader={trader} />
              </Table.Td>
              <Table.Td ta="right">{trader.copiers}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
