import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { customerLabel } from '../../graphql/funds';
import { FundsStatusBadge } from '../../components/FundsStatusBadge';
import type { Deposit } from '../../graphql/funds';
import { useDateTimeFormat } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { userPath } from '../../paths';

interface DepositsTableProps {
  deposits: readonly Deposit[];
  /** Where a row leads: the global deposit screen or the customer's one. */
  detailPath: (deposit: Deposit) => string;
  /** The customer column is left out on a customer's own screen. */
  showUser?: boolean;
  /** A last column of controls per row (the customer's screen: delete an admin-recorded deposit). */
  rowActions?: (deposit: Deposit) => ReactNode;
}

/** Deposits: price in its currency, crypto to pay, address, status, customer and comment (specification §2). */
export function DepositsTable({ deposits, detailPath, showUser = true, rowActions }: DepositsTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover data-testid="deposits-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('deposits.columns.created')}</Table.Th>
            {showUser && <Table.Th>{t('deposits.columns.user')}</Table.Th>}
            <Table.Th>{t('deposits.columns.comment')}</Table.Th>
            <Table.Th ta="right">{t('deposits.columns.price')}</Table.Th>
            <Table.Th ta="right">{t('deposits.columns.priceInCrypto')}</Table.Th>
            <Table.Th>{t('deposits.columns.walletAddress')}</Table.Th>
            <Table.Th>{t('deposits.columns.status')}</Table.Th>
            {rowActions && <Table.Th aria-label={t('deposits.columns.actions')} />}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {deposits.map((deposit) => (
            <Table.Tr key={deposit.id} data-testid="deposits-row" data-id={deposit.id} data-status={deposit.status}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={detailPath(deposit)} data-testid="deposits-row-link">
                  {formatTime(deposit.createdAt)}
                </Anchor>
              </Table.Td>
              {showUser && (
                <Table.Td>
                  <Anchor component={Link} to={userPath(deposit.userId)} title={deposit.userId}>
                    {customerLabel(deposit.user)}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>
                {deposit.comment}
                <Text size="xs" c="dimmed">
                  {t(`deposits.purpose.${deposit.purpose}`)}
                </Text>
                {deposit.createdByAdmin && (
                  <Badge size="xs" variant="outline" color="grape">
                    {t('deposits.recordedByAdmin')}
                  </Badge>
                )}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(deposit.price)}</Table.Td>
              <Table.Td ta="right" ff="monospace">
                {formatMoney(deposit.priceInCrypto)}
              </Table.Td>
              <Table.Td ff="monospace" fz="xs" style={{ overflowWrap: 'anywhere' }}>
                {deposit.walletAddress}
              </Table.Td>
              <Table.Td>
                <FundsStatusBadge status={deposit.status} />
              </Table.Td>
              {rowActions && <Table.Td>{rowActions(deposit)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
