import { SimpleGrid } from '@mantine/core';
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { OverviewSection } from './OverviewSection';
import { StatCard } from './StatCard';
import { COINS, OVERVIEW_PLANS_QUERY, countBy } from './queries';

/** How many contract plans each coin offers. */
export function PlansOverview() {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(OVERVIEW_PLANS_QUERY);
  const counts = countBy(COINS, data?.plans ?? [], (plan) => plan.coin);

  return (
    <OverviewSection title={t('home.plans.title')} testId="overview-plans" loading={loading} error={error}>
      <SimpleGrid cols={{ base: 2, xs: 4 }}>
        {COINS.map((coin) => (
          <StatCard key={coin} label={coin} value={counts[coin]} testId={`overview-plans-${coin}`} />
        ))}
      </SimpleGrid>
    </OverviewSection>
  );
}
