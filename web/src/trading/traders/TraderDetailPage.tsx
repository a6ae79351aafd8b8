import { useQuery } from '@apollo/client/react';
import { Group, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { useParams } from 'react-router';
import { toApiErrors } from '@mc/client';
import { formatAmount } from '../../funds/money';
import { LoadingState } from '../../ui/LoadingState';
import { TRADER_QUERY } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { CopyToggle } from './CopyToggle';
import { RecentTrades } from './RecentTrades';
import { TraderStatistics } from './TraderStatistics';

const EquityCurveChart = lazy(() => import('./EquityCurveChart'));

/** /user/trading/traders/{id}: one trader's terms, statistics, equity curve and recent trades, and Copy/Stop. Unknown or retired: "Trader Not Found". */
export function TraderDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const { data, error, refetch } = useQuery(TRADER_QUERY, { variables: { id }, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const trader = data?.trader;
  const copy = data?.me?.copiedTraders?.find((each) => each.trader.id === id);
  const notFound = error && toApiErrors(error).some((each) => each.reason === 'TRADER_NOT_FOUND');
  return (
    <TradingFrame
      testId="trader-page"
      title={t('trading.traderDetail.title')}
      heading={trader?.name ?? t('trading.traderDetail.heading')}
    >
      {trader ? (
        <Stack gap="md">
          <Group justify="space-between" align="flex-start">
            <Text size="sm" c="dimmed">
              {t('trading.traders.terms', {
                share: trader.profitSharePercent,
                min: formatAmount(trader.minAllocation, 'USD'),
                max: formatAmount(trader.maxAllocation, 'USD'),
              })}
            </Text>
            <CopyToggle trader={trader} copied={copy !== undefined} onChanged={reload} />
          </Group>
          {copy && (
            <Text size="sm" data-testid="trader-my-allocation">
              {t('trading.traderDetail.copying', { amount: formatAmount(copy.allocation, 'USD') })}
            </Text>
          )}
          {trader.description && <Text size="sm">{trader.description}</Text>}
          <Title order={2} size="h4">
            {t('trading.traderDetail.statistics')}
          </Title>
          <TraderStatistics trader={trader} />
          <Title order={2} size="h4">
            {t('trading.traderDetail.equity')}
          </Title>
          <Suspense fallback={<LoadingState label={t('trading.chart.loading')} />}>
            <EquityCurveChart points={trader.equityCurve} />
          </Suspense>
          <Title order={2} size="h4">
            {t('trading.traderDetail.recentTrades')}
          </Title>
          <RecentTrades trades={trader.recentTrades} />
        </Stack>
      ) : notFound ? (
        <Text ta="center" fw={600} py="lg" data-testid="trader-not-found">
          {t('trading.traderDetail.notFound')}
        </Text>
      ) : (
        <LoadFallback error={error} onRetry={reload} />
      )}
    </TradingFrame>
  );
}
