import { useApolloClient, useQuery } from '@apollo/client/react';
import { Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followLiveBalances } from '../funds/balances/liveBalances';
import { formatMoney } from '../funds/money';
import { BALANCES_QUERY } from '../funds/queries/balances';

/** The trading balance (available, and held as margins and stakes) from the ledger, live as `myBalances` pushes. */
export function TradingBalance() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data } = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-and-network' });
  useEffect(() => followLiveBalances(client), [client]);
  const balances = data?.me?.balances;
  if (!balances) return null;
  return (
    <Group gap="lg" data-testid="trading-balance">
      <Text size="sm">
        {t('trading.balance.available')}{' '}
        <Text
          span
          fw={700}
          ff="monospace"
          data-testid="trading-balance-available"
          data-amount={balances.trading.amount}
        >
          {formatMoney(balances.trading)}
        </Text>
      </Text>
      <Text size="sm" c="dimmed">
        {t('trading.balance.held')}{' '}
        <Text span fw={600} ff="monospace" data-testid="trading-balance-held" data-amount={balances.tradingHeld.amount}>
          {formatMoney(balances.tradingHeld)}
        </Text>
      </Text>
    </Group>
  );
}
