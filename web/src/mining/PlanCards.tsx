import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import type { Coin, PlanVariant } from '../graphql/generated/graphql';
import { EstimateInputs } from './EstimateInputs';
import { PlanCard } from './PlanCard';
import { PLANS_QUERY } from './queries';

/**
 * The contract cards of one coin and variant, as the graph offers them, and once under them the
 * hashprice and rates their estimates were computed from (the same for every card of the coin).
 */
export function PlanCards({ coin, variant }: { coin: Coin; variant: PlanVariant }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(PLANS_QUERY, {
    variables: { coin, variant },
    // Sold-out states and estimates change with capacity, hashprice and rates: show the cache, then the server's.
    fetchPolicy: 'cache-and-network',
  });

  if (error && !data) {
    return (
      <ErrorState
        error={error}
        title={t('pricing.loadErrorTitle')}
        message={t('pricing.loadError')}
        retryLabel={t('pricing.retry')}
        onRetry={() => void refetch().catch(() => undefined)}
      />
    );
  }
  if (loading && !data) return <LoadingState label={t('pricing.loading')} />;
  if (!data || data.plans.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" data-testid="plans-empty">
        {t('pricing.empty')}
      </Text>
    );
  }
  const estimated = data.plans.find((plan) => plan.estimate)?.estimate;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg" data-testid="plan-cards" data-variant={variant}>
        {data.plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} />
        ))}
      </SimpleGrid>
      {estimated && (
        <EstimateInputs
          testId="plans-inputs"
          hashpriceMsatPerThDay={estimated.hashpriceMsatPerThDay}
          btcRate={estimated.btcRate}
          coinRate={estimated.coinRate}
        />
      )}
    </Stack>
  );
}
