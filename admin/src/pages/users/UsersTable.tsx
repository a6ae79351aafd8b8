import { Anchor, Avatar, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDateTimeFormat } from '../../lib/format';
import { userPath } from '../../paths';
import { DeactivateCustomer } from './DeactivateCustomer';
import { customerDisplayName, type CustomerRow } from './queries';
import { PendingCounts } from './PendingCounts';
import { VerificationBadges } from './VerificationBadges';

interface UsersTableProps {
  customers: readonly CustomerRow[];
  /** Called with the green box's text once a row's customer was deleted (deactivated). */
  onDeleted: (notice: string) => void;
}

/**
 * One page of customers; a row opens the customer's detail, and an active customer's row can
 * delete (deactivate) them. There is no PIN column, ever.
 */
export function UsersTable({ customers, onDeleted }: UsersTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  const navigate = useNavigate();
  const open = (customer: CustomerRow) => void navigate(userPath(customer.id));
  return (
    // Narrow enough for 1280 px beside the navbar: a wider table scrolled sideways there.
    <Table.ScrollContainer minWidth={880}>
      <Table striped highlightOnHover data-testid="users-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('users.columns.photo')}</Table.Th>
            <Table.Th>{t('users.columns.id')}</Table.Th>
            <Table.Th>{t('users.columns.name')}</Table.Th>
            <Table.Th>{t('users.columns.email')}</Table.Th>
            <Table.Th>{t('users.columns.verification')}</Table.Th>
            <Table.Th>{t('userFunds.pending.column')}</Table.Th>
            <Table.Th>{t('users.columns.joined')}</Table.Th>
            <Table.Th>{t('users.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {customers.map((customer) => (
            <Table.Tr
              key={customer.id}
              onClick={() => open(customer)}
              style={{ cursor: 'pointer' }}
              data-testid="users-row"
              data-id={customer.id}
            >
              <Table.Td>
                <Avatar
                  src={customer.photo}
                  alt={customerDisplayName(customer)}
                  size="sm"
                  radius="xl"
                  data-testid="users-row-photo"
                />
              </Table.Td>
              <Table.Td ff="monospace" fz="xs">
                {customer.id}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {/* The real link (keyboard, new tab); the row click does the same. */}
                <Anchor
                  component={Link}
                  to={userPath(customer.id)}
                  onClick={(event) => event.stopPropagation()}
                  data-testid="users-row-link"
                >
                  {customerDisplayName(customer)}
                </Anchor>
              </Table.Td>
              <Table.Td>{customer.email}</Table.Td>
              <Table.Td>
                <VerificationBadges customer={customer} />
              </Table.Td>
              <Table.Td>
                <PendingCounts customer={customer} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatTime(customer.createdAt)}</Table.Td>
              <Table.Td>
                {/* A deactivated customer shows its badge instead: there is nothing left to delete. */}
                {customer.deactivatedAt === null && (
                  <DeactivateCustomer customer={customer} trigger="row" onDone={onDeleted} />
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
