import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../contracts/format';
import { balanceFigures } from './accrual';
import type { LiveMiningCoin } from './queries';
import { useTicker, type HeldSnapshot } from './useLiveMining';

interface LiveBalanceProps {
  coin: LiveMiningCoin;
  held: HeldSnapshot;
}

function formatTime(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * The coin's mining balance, growing every second: what the ledger has settled, and apart from it
 * what has accrued since the last settled day at the live rate (an estimate until it is posted).
 */
export function LiveBalance({ coin, held }: LiveBalanceProps) {
  const { t, i18n } = useTranslation();
  const nowMs = useTicker();
  const figures = balanceFigures(coin, held.mining.at, nowMs - held.receivedAtMs);
  const code = coin.coin;
  return (
    <Stack gap={4}>
      <Text size="xs" c="dimmed" tt="uppercase">
        {t('dashboard.balance')}
      </Text>
      <Text fw={700} fz={{ base: 24, sm: 32 }} ff="monospace" data-testid={`dashboard-total-${code}`}>
        {figures.total} {code}
      </Text>
      <Group gap="lg" align="flex-start" wrap="wrap">
        <Stack gap={0}>
          <Text size="sm">
            {t('dashboard.settled')}:{' '}
            <Text span ff="monospace" data-testid={`dashboard-settled-${code}`}>
              {figures.settled}
            </Text>
          </Text>
          <Text size="xs" c="dimmed" data-testid={`dashboard-last-posting-${code}`}>
            {coin.lastPayoutOn
              ? t('dashboard.lastPayout', { day: formatDay(coin.lastPayoutOn, i18n.language) })
              : t('dashboard.noPosting')}
          </Text>
        </Stack>
        {coin.accruingSince && (
          <Stack gap={0}>
            <Text size="sm">
              {t('dashboard.accruing')}:{' '}
              <Text span ff="monospace" c="teal" data-testid={`dashboard-accruing-${code}`}>
                +{figures.accruing}
              </Text>
            </Text>
            <Text size="xs" c="dimmed">
              {t('dashboard.accruingSince', { time: formatTime(coin.accruingSince, i18n.language) })}
            </Text>
          </Stack>
        )}
      </Group>
    </Stack>
  );
}
