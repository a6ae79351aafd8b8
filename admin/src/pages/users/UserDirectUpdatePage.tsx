import { useQuery } from '@apollo/client/react';
import { Alert, Paper, Stack, Title } from '@mantine/core';
import { useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { SuccessBox } from '@mc/client';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { AdjustmentsTable } from '../adjustments/AdjustmentsTable';
import { AdjustByAmountForm } from './AdjustByAmountForm';
import { DirectUpdateForm } from './DirectUpdateForm';
import { CUSTOMER_ADJUSTMENTS_QUERY, CUSTOMER_BALANCES_QUERY, type CustomerBalances } from './fundsQueries';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

/**
 * /control/users/:id/update, "Direct Update": balances are never typed in (DESIGN.md §2). The form
 * asks for targets and turns them into adjustments that another admin approves; below, the
 * customer's adjustments and their state. A correction by a signed amount is offered beside it.
 */
export function UserDirectUpdatePage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userFunds.directUpdate.title')} testId="user-direct-update-page">
      {(customer) => (
        <>
          <Title order={2}>{t('userFunds.directUpdate.title')}</Title>
          <Alert
            color="orange"
            variant="light"
            maw={760}
            title={t('userFunds.directUpdate.warningTitle')}
            data-testid="direct-update-warning"
          >
            {t('userFunds.directUpdate.warning')}
          </Alert>
          <Paper withBorder p="md" radius="md" maw={760}>
            <BalancesLoader customer={customer} form={DirectUpdateForm} />
          </Paper>
          <Title order={3}>{t('userFunds.adjustAmount.title')}</Title>
          <Paper withBorder p="md" radius="md" maw={760}>
            <BalancesLoader customer={customer} form={AdjustByAmountForm} />
          </Paper>
          <Title order={3}>{t('userFunds.directUpdate.adjustments')}</Title>
          <CustomerAdjustments customer={customer} />
        </>
      )}
    </UserScreen>
  );
}

/** A correction form once the customer's current balances are read. */
function BalancesLoader({
  customer,
  form: Form,
}: {
  customer: Customer;
  form: ComponentType<{ customer: CustomerBalances }>;
}) {
  const { data, error, refetch } = useQuery(CUSTOMER_BALANCES_QUERY, {
    variables: { id: customer.id },
    fetchPolicy: 'cache-and-network',
  });
  const read = data?.customer;
  if (read?.balances) return <Form customer={{ ...read, balances: read.balances }} />;
  return error ? <QueryError error={error} onRetry={refetch} /> : <QueryLoader />;
}

function CustomerAdjustments({ customer }: { customer: Customer }) {
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(CUSTOMER_ADJUSTMENTS_QUERY, {
    variables: { id: customer.id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.customer?.adjustments;
  return (
    <Stack gap="sm">
      {notice !== null && <SuccessBox>{notice}</SuccessBox>}
      <PagedList result={result} error={error} page={page} onPageChange={setPage} testId="user-adjustments">
        {result != null && <AdjustmentsTable adjustments={result.items} showUser={false} onDone={setNotice} />}
      </PagedList>
    </Stack>
  );
}
