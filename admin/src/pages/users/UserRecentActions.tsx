import { Stack, Table, Title } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../components/NoData';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { useDateTimeFormat } from '../../lib/format';
import { CUSTOMER_ACTIONS_PAGE_SIZE, CUSTOMER_ACTIONS_QUERY } from './queries';

/** "Recent actions": the audited admin actions on this customer, newest first (DESIGN.md §2, rule 4). */
export function UserRecentActions({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const { data, error } = useQuery(CUSTOMER_ACTIONS_QUERY, {
    variables: { search: userId, pageSize: CUSTOMER_ACTIONS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  // The search also matches operations and e-mails; only the entries about this customer count.
  const actions = data?.auditLog.items.filter((entry) => entry.targetId === userId);

  return (
    <Stack gap="xs" data-testid="user-actions">
      <Title order={4}>{t('users.actions.title')}</Title>
      {error !== undefined ? (
        <QueryError error={error} />
      ) : actions === undefined ? (
        <QueryLoader />
      ) : actions.length === 0 ? (
        <NoData />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped data-testid="user-actions-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('users.actions.time')}</Table.Th>
                <Table.Th>{t('users.actions.admin')}</Table.Th>
                <Table.Th>{t('users.actions.operation')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {actions.map((entry) => (
                <Table.Tr key={entry.id} data-testid="user-actions-row" data-id={entry.id}>
                  <Table.Td>{formatTime(entry.at)}</Table.Td>
                  <Table.Td>{entry.adminEmail}</Table.Td>
                  <Table.Td ff="monospace">{entry.operation}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
