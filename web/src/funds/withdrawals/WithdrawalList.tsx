import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDate } from '../../ui/format';
import { LoadMoreList } from '../LoadMoreList';
import { formatMoney } from '../money';
import type { WithdrawalDestination, WithdrawalPage } from '../queries/withdrawals';
import { StatusBadge } from '../StatusBadge';

/**
 * Where the money goes, in one line: the wallet, the PayPal e-mail, or bank, holder and account,
 * the account said to be an IBAN or an account number (with its routing number when one was given).
 */
export function destinationText(destination: WithdrawalDestination, t: TFunction): string {
  if (destination.walletAddress) return destination.walletAddress;
  if (destination.paypalEmail) return destination.paypalEmail;
  const labelled = (key: 'iban' | 'accountNumber' | 'routingNumber', value: string | null | undefined) =>
    value ? `${t(`funds.withdrawalForm.${key}`)} ${value}` : null;
  return [
    destination.bankName,
    destination.accountName,
    labelled('iban', destination.iban),
    labelled('accountNumber', destination.accountNumber),
    labelled('routingNumber', destination.routingNumber),
  ]
    .filter(Boolean)
    .join(', ');
}

/** The customer's withdrawals: date, from, method and destination, amount, fee and net, status (with the reason of a failure). */
export function WithdrawalList({
  withdrawals,
  onLoadMore,
}: {
  withdrawals: WithdrawalPage;
  onLoadMore: () => Promise<unknown>;
}) {
  const { t, i18n } = useTranslation();
  if (withdrawals.items.length === 0) {
    return (
      <Text ta="center" c="dimmed" fw={600} py="lg" data-testid="withdrawals-empty">
        {t('funds.withdrawals.empty')}
      </Text>
    );
  }
  return (
    <LoadMoreList
      shown={withdrawals.items.length}
      total={withdrawals.total}
      onLoadMore={onLoadMore}
      testId="withdrawals"
    >
      <Table.ScrollContainer minWidth={720}>
        <Table striped verticalSpacing="xs" data-testid="withdrawals-table">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('funds.withdrawals.date')}</Table.Th>
              <Table.Th>{t('funds.withdrawals.from')}</Table.Th>
              <Table.Th>{t('funds.withdrawals.destination')}</Table.Th>
              <Table.Th ta="right">{t('funds.withdrawals.amount')}</Table.Th>
              <Table.Th ta="right">{t('funds.withdrawals.net')}</Table.Th>
              <Table.Th>{t('funds.withdrawals.status')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {withdrawals.items.map((withdrawal) => (
              <Table.Tr key={withdrawal.id} data-testid="withdrawals-row" data-id={withdrawal.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDate(withdrawal.createdAt, i18n.language, true)}
                </Table.Td>
                <Table.Td>
                  {t(`funds.sources.${withdrawal.source}`, { currency: withdrawal.amount.assetCode })}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={600}>
                    {t(`funds.methods.${withdrawal.method}`)}
                  </Text>
                  <Text size="xs" c="dimmed" data-testid="withdrawals-row-destination">
                    {destinationText(withdrawal.destination, t)}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" data-testid="withdrawals-row-amount">
                  {formatMoney(withdrawal.amount)}
                  <Text size="xs" c="dimmed">
                    {t('funds.withdrawals.fee', { fee: formatMoney(withdrawal.fee) })}
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{formatMoney(withdrawal.netAmount)}</Table.Td>
                <Table.Td>
                  <StatusBadge status={withdrawal.status} testId="withdrawals-row-status" />
                  {withdrawal.failureReason && (
                    <Text size="xs" c="red" data-testid="withdrawals-row-reason">
                      {withdrawal.failureReason}
                    </Text>
                  )}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </LoadMoreList>
  );
}
