import { useQuery } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Breadcrumbs } from '../../components/Breadcrumbs';
import { PagedList } from '../../components/PagedList';
import { PageTitle } from '../../components/PageTitle';
import { SearchBox } from '../../components/SearchBox';
import { SuccessBox } from '@mc/client';
import { usePagedSearch } from '../../lib/usePagedSearch';
import { PATHS } from '../../paths';
import { PayoutsTable } from './PayoutsTable';
import { ALL_PAYOUTS_QUERY } from './queries';

/**
 * /control/payouts/list.html: the public payout list, derived from completed withdrawals (DESIGN.md
 * §2: never typed in by hand); an admin attaches a transaction link or hides an entry.
 */
export function PayoutsListPage() {
  const { t } = useTranslation();
  const { text, onTextChange, variables, setPage } = usePagedSearch();
  const [notice, setNotice] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(ALL_PAYOUTS_QUERY, { variables, fetchPolicy: 'cache-and-network' });
  const result = (data ?? previousData)?.allPayouts;
  return (
    <Stack gap="md" data-testid="payouts-page">
      <PageTitle label={t('payouts.title')} />
      <Breadcrumbs trail={[{ label: t('payouts.title') }]} />
      <Group justify="space-between">
        <Title order={2}>{t('payouts.title')}</Title>
        <Button component={Link} to={PATHS.payoutsCreate} data-testid="payouts-create-link">
          {t('payouts.create.button')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        {t('payouts.intro')}
      </Text>
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <SearchBox
        value={text}
        onChange={onTextChange}
        placeholder={t('payouts.searchPlaceholder')}
        testId="payouts-search"
      />
      <PagedList result={result} error={error} page={variables.page} onPageChange={setPage} testId="payouts">
        {result !== undefined && <PayoutsTable payouts={result.items} onDone={setNotice} />}
      </PagedList>
    </Stack>
  );
}
