import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FundsStatusBadge } from '../../components/FundsStatusBadge';
import { customerLabel, destinationText, type Withdrawal } from '../../graphql/funds';
import { useDateTimeFormat } from '../../lib/format';
import { formatMoney } from '../../lib/money';
import { userPath } from '../../paths';

interface WithdrawalsTableProps {
  withdrawals: readonly Withdrawal[];
  detailPath: (withdrawal: Withdrawal) => string;
  showUser?: boolean;
}

/** Withdrawals: date, amount and currency, destination, user id, status (specification §2), with fee and net. */
export function WithdrawalsTable({ withdrawals, detailPath, showUser = true }: WithdrawalsTableProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Table.ScrollContainer minWidth={960}>
      <Table striped highlightOnHover data-testid="withdrawals-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('withdrawals.columns.created')}</Table.Th>
            {showUser && <Table.Th>{t('withdrawals.columns.user')}</Table.Th>}
            <Table.Th>{t('withdrawals.columns.source')}</Table.Th>
            <Table.Th ta="right">{t('withdrawals.columns.amount')}</Table.Th>
            <Table.Th>{t('withdrawals.columns.destination')}</Table.Th>
            <Table.Th>{t('withdrawals.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {withdrawals.map((withdrawal) => (
            <Table.Tr
              key={withdrawal.id}
              data-testid="withdrawals-row"
              data-id={withdrawal.id}
              data-status={withdrawal.status}
            >
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Anchor component={Link} to={detailPath(withdrawal)} data-testid="withdrawals-row-link">
                  {formatTime(withdrawal.createdAt)}
                </Anchor>
              </Table.Td>
              {showUser && (
                <Table.Td>
                  <Anchor component={Link} to={userPath(withdrawal.userId)} title={withdrawal.userId}>
                    {customerLabel(withdrawal.user)}
                  </Anchor>
                </Table.Td>
              )}
              <Table.Td>{t(`withdrawals.source.${withdrawal.source}`)}</Table.Td>
              <Table.Td ta="right">
                {formatMoney(withdrawal.amount)}
                <Text size="xs" c="dimmed">
                  {t('withdrawals.netOf', { net: formatMoney(withdrawal.netAmount), fee: formatMoney(withdrawal.fee) })}
                </Text>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Text size="sm" fw={600}>
                  {t(`withdrawals.method.${withdrawal.method}`)}
                </Text>
                <Text size="xs" ff="monospace">
                  {destinationText(withdrawal.destination)}
                </Text>
              </Table.Td>
              <Table.Td>
                <FundsStatusBadge status={withdrawal.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
