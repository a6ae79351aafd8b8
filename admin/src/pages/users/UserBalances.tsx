import { useQuery } from '@apollo/client/react';
import { Loader, Table, Title } from '@mantine/core';
import { QueryError } from '../../components/QueryState';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/money';
import { CUSTOMER_FUNDS_SUMMARY_QUERY } from './fundsQueries';

/**
 * The customer's money on their detail screen: the trading balance in its currency and the mining
 * balances to 8 decimals (from the ledger), pending deposits and withdrawals, and the deposit addresses.
 */
export function UserBalances({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const { data, error, loading, refetch } = useQuery(CUSTOMER_FUNDS_SUMMARY_QUERY, {
    variables: { id: userId },
    fetchPolicy: 'cache-and-network',
  });
  const summary = data?.customer;
  if (error) return <QueryError error={error} onRetry={refetch} />;
  const balances = summary?.balances;
  const addresses = summary?.depositAddresses;
  if (!summary || !balances || !addresses)
    return loading ? <Loader size="sm" aria-label={t('userFunds.summary.loading')} /> : null;
  const rows: [string, string, string][] = [
    ['trading', t('userFunds.summary.trading'), formatMoney(balances.trading)],
    ['held', t('userFunds.summary.tradingHeld'), formatMoney(balances.tradingHeld)],
    ...balances.mining.map((money): [string, string, string] => [
      `mining-${money.assetCode}`,
      t('userFunds.summary.mining', { asset: money.assetCode }),
      formatMoney(money),
    ]),
    ['pending-deposits', t('userFunds.summary.pendingDeposits'), String(summary.pendingDepositCount)],
    ['pending-withdrawals', t('userFunds.summary.pendingWithdrawals'), String(summary.pendingWithdrawalCount)],
    ['btc-wallet', t('userFunds.summary.depositBtcWallet'), addresses.btc ?? t('userFunds.summary.notAssigned')],
    ['eth-wallet', t('userFunds.summary.depositEthWallet'), addresses.eth ?? t('userFunds.summary.notAssigned')],
  ];
  return (
    <>
      <Title order={3}>{t('userFunds.summary.title')}</Title>
      <Table withTableBorder withColumnBorders maw={720} data-testid="user-balances">
        <Table.Tbody>
          {rows.map(([key, label, value]) => (
            <Table.Tr key={key} data-testid={`user-balance-${key}`}>
              <Table.Th w="40%">{label}</Table.Th>
              <Table.Td ff={key.endsWith('wallet') ? 'monospace' : undefined}>{value}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </>
  );
}
