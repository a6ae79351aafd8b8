import { useQuery } from '@apollo/client/react';
import { Anchor, Button, Group, Stack, Table, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { NoData } from '../../components/NoData';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { SearchBox } from '../../components/SearchBox';
import { SuccessBox } from '@mc/client';
import { useDateTimeFormat } from '../../lib/format';
import { PATHS, walletPath } from '../../paths';
import { WALLETS_QUERY, type Wallet, type WalletsListState } from './queries';

/** /control/wallets/list.html: the deposit address pool (address, type, id), searchable, with "Add wallet". */
export function WalletsListPage() {
  const { t } = useTranslation();
  const state = useLocation().state as WalletsListState | null;
  const [text, setText] = useState('');
  const [search] = useDebouncedValue(text.trim(), 300);
  const { data, previousData, error } = useQuery(WALLETS_QUERY, {
    variables: { search: search === '' ? null : search },
    fetchPolicy: 'cache-and-network',
  });
  const wallets = (data ?? previousData)?.wallets;
  return (
    <Stack gap="md" data-testid="wallets-page">
      <PageTitle label={t('wallets.title')} />
      <Breadcrumbs trail={[{ label: t('wallets.title') }]} />
      <Group justify="space-between">
        <Title order={2}>{t('wallets.title')}</Title>
        <Button component={Link} to={PATHS.walletsCreate} data-testid="wallets-create-link">
          {t('wallets.add')}
        </Button>
      </Group>
      {state?.notice !== undefined && <SuccessBox>{state.notice}</SuccessBox>}
      <SearchBox value={text} onChange={setText} placeholder={t('wallets.searchPlaceholder')} testId="wallets-search" />
      {error !== undefined ? (
        <QueryError error={error} />
      ) : wallets === undefined ? (
        <QueryLoader />
      ) : wallets.length === 0 ? (
        <NoData />
      ) : (
        <WalletsTable wallets={wallets} />
      )}
    </Stack>
  );
}

function WalletsTable({ wallets }: { wallets: readonly Wallet[] }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover data-testid="wallets-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('wallets.columns.address')}</Table.Th>
            <Table.Th>{t('wallets.columns.type')}</Table.Th>
            <Table.Th ta="right">{t('wallets.columns.assigned')}</Table.Th>
            <Table.Th>{t('wallets.columns.id')}</Table.Th>
            <Table.Th>{t('wallets.columns.updated')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {wallets.map((wallet) => (
            <Table.Tr key={wallet.id} data-testid="wallets-row" data-id={wallet.id}>
              <Table.Td ff="monospace" fz="sm" style={{ overflowWrap: 'anywhere' }}>
                <Anchor component={Link} to={walletPath(wallet.id)} data-testid="wallets-row-link">
                  {wallet.address}
                </Anchor>
              </Table.Td>
              <Table.Td>{t(`wallets.type.${wallet.type}`)}</Table.Td>
              <Table.Td ta="right">{wallet.assignedCount}</Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {wallet.id}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(wallet.updatedAt)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
