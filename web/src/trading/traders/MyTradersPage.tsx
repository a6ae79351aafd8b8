import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadFallback } from '../LoadFallback';
import { formatAmount } from '../../funds/money';
import { formatDate } from '../../ui/format';
import { MY_TRADERS_QUERY } from '../queries';
import { TradingFrame } from '../TradingFrame';
import { TraderCard } from './TradersPage';

/** /user/trading/mytraders.html: the traders the customer copies, with the allocation given to each. */
export function MyTradersPage() {
  const { t, i18n } = useTranslation();
  const { data, error, refetch } = useQuery(MY_TRADERS_QUERY, { fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const copies = data?.me?.copiedTraders;
  return (
    <TradingFrame testId="mytraders-page" title={t('trading.myTraders.title')} heading={t('trading.myTraders.heading')}>
      {copies ? (
        copies.length === 0 ? (
          <Text ta="center" fw={600} py="lg" data-testid="mytraders-empty">
            {t('trading.myTraders.empty')}
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            {copies.map((copy) => (
              <Stack key={copy.id} gap={4} data-testid="mytraders-copy">
                <TraderCard trader={copy.trader} copied onChanged={reload} />
                <Text size="sm" data-testid="mytraders-allocation">
                  {t('trading.myTraders.allocation', {
                    amount: formatAmount(copy.allocation, 'USD'),
                    since: formatDate(copy.startedAt, i18n.language),
                  })}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        )
      ) : (
        <LoadFallback error={error} onRetry={reload} />
      )}
    </TradingFrame>
  );
}
