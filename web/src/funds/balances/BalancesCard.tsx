import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../ui/ErrorState';
import { LoadingState } from '../../ui/LoadingState';
import { formatMoney, type Money } from '../money';
import { FUNDS_PATHS } from '../paths';
import { BALANCES_QUERY } from '../queries/balances';
import { followLiveBalances } from './liveBalances';

/**
 * The "Balances" card of /user/index.html: the trading balance in the customer's currency (and what
 * is held for pending withdrawals) and the BTC, ETH, BNB and USDT mining balances to 8 decimals,
 * all from the ledger, changing live as `myBalances` pushes each ledger change.
 */
export function BalancesCard() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { data, error, refetch } = useQuery(BALANCES_QUERY, { fetchPolicy: 'cache-and-network' });
  useEffect(() => followLiveBalances(client), [client]);
  const balances = data?.me?.balances;

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} data-testid="balances-card">
      <Stack gap="md">
        <Group justify="space-between" align="baseline">
          <Title order={2} size="h3">
            {t('funds.balances.title')}
          </Title>
          <Group gap="md">
            <Anchor component={Link} to={FUNDS_PATHS.depositSelect} size="sm" data-testid="balances-deposit-link">
              {t('funds.balances.deposit')}
            </Anchor>
            <Anchor component={Link} to={FUNDS_PATHS.withdrawalNew} size="sm" data-testid="balances-withdraw-link">
              {t('funds.balances.withdraw')}
            </Anchor>
            <Anchor component={Link} to={FUNDS_PATHS.statement} size="sm" data-testid="balances-statement-link">
              {t('funds.balances.statement')}
            </Anchor>
          </Group>
        </Group>
        {balances ? (
          <>
            <BalanceFigure
              label={t('funds.balances.trading')}
              money={balances.trading}
              testId="balance-trading"
              large
            />
            {balances.tradingHeld.amountMinor !== '0' && (
              <Text size="sm" c="dimmed" data-testid="balance-trading-held">
                {t('funds.balances.held', { amount: formatMoney(balances.tradingHeld) })}
              </Text>
            )}
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
              {balances.mining.map((money) => (
                <BalanceFigure
                  key={money.assetCode}
                  label={t('funds.balances.mining', { coin: money.assetCode })}
                  money={money}
                  testId={`balance-mining-${money.assetCode}`}
                />
              ))}
            </SimpleGrid>
          </>
        ) : error ? (
          <ErrorState
            error={error}
            title={t('funds.balances.loadErrorTitle')}
            message={t('funds.balances.loadError')}
            retryLabel={t('session.retry')}
            onRetry={() => void refetch().catch(() => undefined)}
          />
        ) : (
          <LoadingState label={t('funds.balances.loading')} />
        )}
      </Stack>
    </Paper>
  );
}

interface BalanceFigureProps {
  label: string;
  money: Money;
  testId: string;
  large?: boolean;
}

function BalanceFigure({ label, money, testId, large = false }: BalanceFigureProps) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={700} size={large ? 'xl' : 'md'} ff="monospace" data-testid={testId} data-amount={money.amount}>
        {formatMoney(money)}
      </Text>
    </Paper>
  );
}
