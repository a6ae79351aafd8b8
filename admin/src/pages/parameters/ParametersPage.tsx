import { useQuery } from '@apollo/client/react';
import { SimpleGrid, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PageTitle } from '../../components/PageTitle';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { mayAct } from '../../lib/fundsRoles';
import { useSignedInAdmin } from '../../session/SignedInAdmin';
import { AccrualRunCard } from './AccrualRunCard';
import { CapacitiesCard } from './CapacitiesCard';
import { HashpriceCard } from './HashpriceCard';
import { PlanFeesCard } from './PlanFeesCard';
import { MARKET_PARAMETERS_QUERY } from './queries';

const HISTORY_DAYS = 90;

/**
 * /control/parameters/index.html: the market parameters (DESIGN.md §16) in force with their history
 * charts, their changes (each with a reason, audited by mining) and the accrual button. OPERATOR.
 */
export function ParametersPage() {
  const { t } = useTranslation();
  const admin = useSignedInAdmin();
  // The window is fixed when the page opens, so the query's variables stay the same while it is shown.
  const [historyWindow] = useState(() => {
    const to = new Date(Date.now() + 60_000);
    return { from: new Date(to.getTime() - HISTORY_DAYS * 86_400_000).toISOString(), to: to.toISOString() };
  });
  const { data, error } = useQuery(MARKET_PARAMETERS_QUERY, {
    variables: historyWindow,
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Stack gap="md" data-testid="parameters-page">
      <PageTitle label={t('parameters.title')} />
      <Breadcrumbs trail={[{ label: t('parameters.title') }]} />
      <Title order={2}>{t('parameters.title')}</Title>
      {error && <QueryError error={error} />}
      {!error && !data && <QueryLoader />}
      {data && (
        <>
          <HashpriceCard data={data} />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <PlanFeesCard plans={data.plans} />
            <CapacitiesCard capacities={data.marketParameters.capacities} />
          </SimpleGrid>
          {mayAct(admin, 'OPERATOR') && <AccrualRunCard />}
        </>
      )}
    </Stack>
  );
}
