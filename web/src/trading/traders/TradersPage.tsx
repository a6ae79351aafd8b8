import { useQuery } from '@apollo/client/react';
import { Anchor, Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { Link } from 'react-router';
import { formatAmount } from '../../funds/money';
import { traderPath } from '../paths';
import { TRADERS_QUERY, type TraderFields } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { CopyToggle } from './CopyToggle';
import { TraderStatistics } from './TraderStatistics';

/** /user/trading/traders.html: the traders with their statistics and the Copy/Stop button. */
export function TradersPage() {
  const { t } = useTranslation();
  const { data, error, refetch } = useQuery(TRADERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const copied = new Set((data?.me?.copiedTraders ?? []).map((copy) => copy.trader.id));
  return (
    <TradingFrame
      testId="traders-page"
      title={t('trading.traders.title')}
      heading={t('trading.traders.heading')}
      intro={t('trading.traders.intro')}
    >
      {data ? (
        data.traders.length === 0 ? (
          <Text ta="center" fw={600} py="lg" data-testid="traders-empty">
            {t('trading.traders.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {data.traders.map((trader) => (
              <TraderCard key={trader.id} trader={trader} copied={copied.has(trader.id)} onChanged={reload} />
            ))}
          </SimpleGrid>
        )
      ) : (
        <LoadFallback error={error} onRetry={reload} />
      )}
    </TradingFrame>
  );
}

export function TraderCard({
  trader,
  copied,
  onChanged,
}: {
  trader: TraderFields;
  copied: boolean;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Card withBorder data-testid="trader-card" data-trader-id={trader.id}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={0}>
            <Anchor component={Link} to={traderPath(trader.id)} fw={700} data-testid="trader-name">
              {trader.name}
            </Anchor>
            <Text size="xs" c="dimmed">
              {t('trading.traders.terms', {
                share: trader.profitSharePercent,
                min: formatAmount(trader.minAllocation, 'USD'),
                max: formatAmount(trader.maxAllocation, 'USD'),
              })}
            </Text>
          </Stack>
          <CopyToggle trader={trader} copied={copied} onChanged={onChanged} />
        </Group>
        {trader.description && (
          <Text size="sm" lineClamp={3}>
            {trader.description}
          </Text>
        )}
        <TraderStatistics trader={trader} />
      </Stack>
    </Card>
  );
}
