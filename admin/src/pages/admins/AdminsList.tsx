import { Badge, Group, Stack, Table } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NoData } from '../../components/NoData';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { SearchBox } from '../../components/SearchBox';
import { adminDisplayName, type Admin } from '../../graphql/admin';
import { useDateTimeFormat } from '../../lib/format';
import { SuccessBox } from '@mc/client';
import { AdminRowActions } from './AdminRowActions';
import { ADMINS_QUERY } from './queries';

/** Whether an admin's name, e-mail or a role contains the search text (the list is short: filtered here). */
function matches(admin: Admin, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (needle === '') return true;
  const values = [adminDisplayName(admin), admin.email, ...admin.roles];
  return values.some((value) => value.toLowerCase().includes(needle));
}

/** The admins table with its search box. */
export function AdminsList() {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const [search, setSearch] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { data, error, refetch } = useQuery(ADMINS_QUERY, { fetchPolicy: 'cache-and-network' });
  const admins = (data?.admins ?? []).filter((admin) => matches(admin, search));
  const afterAction = (text: string) => {
    setNotice(text);
    void refetch();
  };

  return (
    <Stack gap="md">
      <SearchBox
        value={search}
        onChange={setSearch}
        placeholder={t('admins.searchPlaceholder')}
        testId="admins-search"
      />
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      {error !== undefined ? (
        <QueryError error={error} />
      ) : data === undefined ? (
        <QueryLoader />
      ) : admins.length === 0 ? (
        <NoData />
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table striped highlightOnHover data-testid="admins-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('admins.name')}</Table.Th>
                <Table.Th>{t('admins.email')}</Table.Th>
                <Table.Th>{t('admins.roles')}</Table.Th>
                <Table.Th>{t('admins.createdAt')}</Table.Th>
                <Table.Th>{t('admins.status')}</Table.Th>
                <Table.Th>{t('admins.actions.title')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {admins.map((admin) => (
                <Table.Tr key={admin.id} data-testid="admins-row" data-id={admin.id}>
                  <Table.Td>{adminDisplayName(admin)}</Table.Td>
                  <Table.Td>{admin.email}</Table.Td>
                  <Table.Td>
                    <Group gap={4}>
                      {admin.roles.map((role) => (
                        <Badge key={role} variant="light" size="sm">
                          {t(`roles.${role}`)}
                        </Badge>
                      ))}
                    </Group>
                  </Table.Td>
                  <Table.Td>{formatTime(admin.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge
                      variant="light"
                      size="sm"
                      color={admin.disabledAt === null ? 'green' : 'red'}
                      data-testid="admin-status"
                    >
                      {admin.disabledAt === null ? t('admins.active') : t('admins.disabled')}
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <AdminRowActions admin={admin} onDone={afterAction} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
}
