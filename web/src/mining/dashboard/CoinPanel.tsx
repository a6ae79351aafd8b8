import { Anchor, Center, Loader, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDay, groupedDecimal, withEightDecimals } from '../contracts/format';
import { LiveBalance } from './LiveBalance';
import type { LiveMiningCoin } from './queries';
import type { HeldSnapshot } from './useLiveMining';

const PayoutChart = lazy(() => import('./PayoutChart'));

interface CoinPanelProps {
  coin: LiveMiningCoin;
  held: HeldSnapshot;
}

/** One tab of the dashboard: the live balance, power and estimates, and the last 30 days' payouts. */
export function CoinPanel({ coin, held }: CoinPanelProps) {
  const { t, i18n } = useTranslation();
  const code = coin.coin;
  const hasBalance = /[1-9]/.test(coin.settled);
  if (coin.activeContracts === 0 && !hasBalance) return <NoContract />;
  const paidAny = coin.payouts.some((payout) => /[1-9]/.test(payout.amount));
  return (
    <Stack gap="md" pt="md" data-testid={`dashboard-panel-${code}`}>
      <LiveBalance coin={coin} held={held} />
      {coin.activeContracts === 0 && <NoContract />}
      {coin.activeContracts > 0 && coin.miningContracts === 0 && (
        <Text size="sm" c="dimmed" data-testid={`dashboard-not-mining-${code}`}>
          {coin.nextStartsOn
            ? t('dashboard.startsOn', { day: formatDay(coin.nextStartsOn, i18n.language) })
            : t('dashboard.notMining')}
        </Text>
      )}
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <Figure label={t('dashboard.power')} testId={`dashboard-power-${code}`}>
          {t('dashboard.powerGhs', { power: groupedDecimal(coin.powerGhs, i18n.language) })}
        </Figure>
        <Figure label={t('dashboard.perSecond')} testId={`dashboard-per-second-${code}`}>
          {coin.perSecond === null ? '—' : `${coin.perSecond} ${code}`}
        </Figure>
        <Figure label={t('dashboard.daily')} testId={`dashboard-daily-${code}`}>
          {coin.dailyEstimate === null ? '—' : `${withEightDecimals(coin.dailyEstimate)} ${code}`}
        </Figure>
      </SimpleGrid>
      <Text size="xs" c="dimmed">
        {coin.estimateUnavailableReason ? t('dashboard.noEstimate') : t('dashboard.estimateNote')}
      </Text>
      <Stack gap="xs">
        <Text fw={600} size="sm">
          {t('dashboard.chartTitle')}
        </Text>
        {paidAny ? (
          <Suspense
            fallback={
              <Center h={200}>
                <Loader size="sm" />
              </Center>
            }
          >
            <PayoutChart coin={coin} />
          </Suspense>
        ) : (
          <Text size="sm" c="dimmed" data-testid={`dashboard-chart-none-${code}`}>
            {t('dashboard.chartNone')}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}

function Figure({ label, testId, children }: { label: string; testId: string; children: string }) {
  return (
    <Paper withBorder radius="sm" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fw={600} size="sm" ff="monospace" data-testid={testId} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Paper>
  );
}

/** The specification's empty state, with the way to a contract. */
function NoContract() {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" align="center" py="lg" data-testid="dashboard-empty">
      <Text fw={600} ta="center">
        {t('dashboard.empty')}
      </Text>
      <Anchor component={Link} to="/pricing.html" size="sm" data-testid="dashboard-buy">
        {t('dashboard.buy')}
      </Anchor>
    </Stack>
  );
}
