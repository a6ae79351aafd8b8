import { useApolloClient, useQuery } from '@apollo/client/react';
import { Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { followLiveBalances } from '../funds/balances/liveBalances';
import { formatMoney } from '../funds/money';
import { BALANCES_QUERY, type Balances } from '../funds/queries/balances';

/** Whether the held amounts by purpose still add up to the held total (a push moves only the total). */
function purposesAddUp(balances: Balances): boolean {
  const sum = balances.tradingHeldByPurpose.reduce((total, held) => total + BigInt(held.amount.amountMinor), 0n);
  return sum === BigInt(balances.tradingHeld.amountMinor);
}

/**
 * The trading balance from the ledger: what is available, and each held amount under what holds it
 * (open trades' margins, running options' stakes, pending withdrawals), live as `myBalances` pushes.
 * A push brings the new held total; the amounts by purpose are read again when it moved.
 */
export function TradingBalance() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, refetch } = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-and-network' });
  useEffect(() => followLiveBalances(client), [client]);
  const balances = data?.me?.balances ?? undefined;
  const heldTotal = balances?.tradingHeld.amount;
  const stale = balances !== undefined && !purposesAddUp(balances);
  useEffect(() => {
    if (stale) void refetch().catch(() => undefined);
  }, [heldTotal, stale, refetch]);
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
      {balances.tradingHeldByPurpose.map((held) => (
        <Text size="sm" c="dimmed" key={held.purpose} data-testid="trading-balance-held" data-purpose={held.purpose}>
          {t(`trading.balance.heldFor.${held.purpose}`)}{' '}
          <Text span fw={600} ff="monospace" data-testid="trading-balance-held-amount" data-amount={held.amount.amount}>
            {formatMoney(held.amount)}
          </Text>
        </Text>
      ))}
    </Group>
  );
}
