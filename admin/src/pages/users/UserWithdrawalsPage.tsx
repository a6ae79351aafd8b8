import { useQuery } from '@apollo/client/react';
import { Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PagedList } from '../../components/PagedList';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { userWithdrawalPath } from '../../paths';
import { CUSTOMER_WITHDRAWALS_QUERY } from '../withdrawals/queries';
import { WithdrawalsTable } from '../withdrawals/WithdrawalsTable';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

/** /control/users/:id/withdrawals: the customer's withdrawals; each opens its decision screen. */
export function UserWithdrawalsPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userFunds.withdrawals.title')} testId="user-withdrawals-page">
      {(customer) => <UserWithdrawals customer={customer} />}
    </UserScreen>
  );
}

function UserWithdrawals({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(CUSTOMER_WITHDRAWALS_QUERY, {
    variables: { id: customer.id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.customer?.withdrawals;
  return (
    <>
      <Title order={2}>{t('userFunds.withdrawals.title')}</Title>
      <PagedList result={result} error={error} page={page} onPageChange={setPage} testId="user-withdrawals">
        {result != null && (
          <WithdrawalsTable
            withdrawals={result.items}
            showUser={false}
            detailPath={(withdrawal) => userWithdrawalPath(customer.id, withdrawal.id)}
          />
        )}
      </PagedList>
    </>
  );
}
