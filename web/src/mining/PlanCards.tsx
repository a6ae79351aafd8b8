import { SimpleGrid, Text } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../ui/ErrorState';
import { LoadingState } from '../ui/LoadingState';
import type { Coin } from '../graphql/generated/graphql';
import { PlanCard } from './PlanCard';
import { PLANS_QUERY } from './queries';

/** The contract cards of one coin, as the graph offers them. */
export function PlanCards({ coin }: { coin: Coin }) {
  const { t } = useTranslation();
  const { data, loading, error, refetch } = useQuery(PLANS_QUERY, { variables: { coin } });

  if (error) {
    return (
      <ErrorState
        title={t('pricing.loadErrorTitle')}
        message={t('pricing.loadError')}
        retryLabel={t('pricing.retry')}
        onRetry={() => void refetch()}
      />
    );
  }
  if (loading || !data) return <LoadingState label={t('pricing.loading')} />;
  if (data.plans.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" data-testid="plans-empty">
        {t('pricing.empty')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
      {data.plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} />
      ))}
    </SimpleGrid>
  );
}
