import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../funds/money';
import type { TraderFields } from '../queries';

const percent = (value: number) => `${value.toFixed(2)}%`;

/** Win rate, return, trades and copiers; when there are no closed trades yet, the reason instead of figures. */
export function TraderStatistics({ trader }: { trader: TraderFields }) {
  const { t } = useTranslation();
  const { statistics } = trader;
  const figures = [
    {
      label: t('trading.traders.winRate'),
      value: statistics.winRate === null || statistics.winRate === undefined ? '—' : percent(statistics.winRate),
      testId: 'trader-win-rate',
    },
    {
      label: t('trading.traders.return'),
      value: statistics.return === null || statistics.return === undefined ? '—' : percent(statistics.return),
      testId: 'trader-return',
    },
    { label: t('trading.traders.trades'), value: statistics.numberOfTrades ?? '—', testId: 'trader-trades' },
    { label: t('trading.traders.copiers'), value: trader.copiers, testId: 'trader-copiers' },
    {
      label: t('trading.traders.maxDrawdown'),
      value:
        statistics.maxDrawdown === null || statistics.maxDrawdown === undefined ? '—' : percent(statistics.maxDrawdown),
      testId: 'trader-max-drawdown',
    },
    {
      label: t('trading.traders.assetsCopying'),
      value: formatAmount(statistics.assetsCopying, 'USD'),
      testId: 'trader-assets-copying',
    },
  ];
  return (
    <Stack gap={4}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs">
        {figures.map((figure) => (
          <Stack key={figure.testId} gap={0}>
            <Text size="xs" c="dimmed">
              {figure.label}
            </Text>
            <Text fw={700} data-testid={figure.testId}>
              {figure.value}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      {statistics.statisticsUnavailable && (
        <Text size="xs" c="dimmed" data-testid="trader-statistics-reason">
          {t(`trading.traders.statisticsUnavailable.${statistics.statisticsUnavailable}`)}
        </Text>
      )}
    </Stack>
  );
}
