import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../components/PagedList';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { userDepositPath, userPath } from '../../paths';
import { CancelRecordedDeposit } from '../deposits/DepositActions';
import { DepositsTable } from '../deposits/DepositsTable';
import { CUSTOMER_DEPOSITS_QUERY } from '../deposits/queries';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

/** /control/users/:id/deposits: the customer's deposits and "Add Deposit" (money received off-platform). */
export function UserDepositsPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userFunds.deposits.title')} testId="user-deposits-page">
      {(customer) => <UserDeposits customer={customer} />}
    </UserScreen>
  );
}

function UserDeposits({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, previousData, error } = useQuery(CUSTOMER_DEPOSITS_QUERY, {
    variables: { id: customer.id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.customer?.deposits;
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <>
      {notice && (
        <Alert
          color="green"
          variant="light"
          withCloseButton
          onClose={() => setNotice(null)}
          data-testid="user-deposits-notice"
        >
          {notice}
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={2}>{t('userFunds.deposits.title')}</Title>
        <Button component={Link} to={userPath(customer.id, 'deposits/create')} data-testid="user-deposit-create-link">
          {t('userFunds.deposits.add')}
        </Button>
      </Group>
      <PagedList result={result} error={error} page={page} onPageChange={setPage} testId="user-deposits">
        {result != null && (
          <DepositsTable
            deposits={result.items}
            showUser={false}
            detailPath={(deposit) => userDepositPath(customer.id, deposit.id)}
            rowActions={(deposit) => <CancelRecordedDeposit deposit={deposit} onDone={setNotice} />}
          />
        )}
      </PagedList>
    </>
  );
}
