import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminTrader } from './queries';

/** The win rate computed from the trader's closed trades, or why there is none yet; never typed by anyone. */
export function TraderWinRate({ trader }: { trader: AdminTrader }) {
  const { t } = useTranslation();
  const { winRate, numberOfTrades, statisticsUnavailableReason } = trader.statistics;
  if (winRate == null)
    return (
      <Text size="sm" c="dimmed" data-testid="trader-win-rate">
        {statisticsUnavailableReason ?? t('traders.noStatistics')}
      </Text>
    );
  return (
    <Text size="sm" data-testid="trader-win-rate">
      {t('traders.winRateValue', { rate: winRate, count: numberOfTrades ?? 0 })}
    </Text>
  );
}
