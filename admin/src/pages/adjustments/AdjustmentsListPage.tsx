import { useQuery } from '@apollo/client/react';
import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { StatusFilter } from '../../components/StatusFilter';
import { SuccessBox } from '@mc/client';
import { ADJUSTMENT_STATUSES, type AdjustmentStatus } from '../../graphql/funds';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { AdjustmentsTable } from './AdjustmentsTable';
import { LiabilityProofCard } from './LiabilityProofCard';
import { ALL_ADJUSTMENTS_QUERY } from './queries';

/**
 * /control/adjustments/list.html: the approval queue of balance corrections (maker-checker, DESIGN.md
 * §2): pending ones by default; another admin than the creator approves or rejects each.
 */
export function AdjustmentsListPage() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<AdjustmentStatus | null>('PENDING');
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(ALL_ADJUSTMENTS_QUERY, {
    variables: { page, pageSize: PAGE_SIZE, status },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.allAdjustments;
  return (
    <Stack gap="md" data-testid="adjustments-page">
      <PageTitle label={t('adjustments.title')} />
      <Breadcrumbs trail={[{ label: t('adjustments.title') }]} />
      <Title order={2}>{t('adjustments.title')}</Title>
      <Text size="sm" c="dimmed">
        {t('adjustments.intro')}
      </Text>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <LiabilityProofCard onDone={setNotice} />
      <StatusFilter
        statuses={ADJUSTMENT_STATUSES}
        value={status}
        onChange={(next) => {
          setStatus(next);
          setPage(1);
        }}
        testId="adjustments-status-filter"
      />
      <PagedList result={result} error={error} page={page} onPageChange={setPage} testId="adjustments">
        {result !== undefined && <AdjustmentsTable adjustments={result.items} onDone={setNotice} />}
      </PagedList>
    </Stack>
  );
}
