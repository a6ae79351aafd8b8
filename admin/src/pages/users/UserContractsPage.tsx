import { useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PagedList } from '../../components/PagedList';
import { PAGE_SIZE } from '../../lib/usePagedSearch';
import { userPath } from '../../paths';
import { CUSTOMER_CONTRACTS_QUERY } from './contractQueries';
import type { Customer } from './queries';
import { UserContractActions } from './UserContractActions';
import { UserContractsTable } from './UserContractsTable';
import { UserScreen } from './UserScreen';

/** /control/users/:id/contracts: the customer's contracts with Play, Pause, Delete and Add Contract. */
export function UserContractsPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userContracts.title')} testId="user-contracts-page">
      {(customer) => <UserContracts customer={customer} />}
    </UserScreen>
  );
}

function UserContracts({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [notice, setNotice] = useState<string | null>(null);
  const { data, previousData, error } = useQuery(CUSTOMER_CONTRACTS_QUERY, {
    variables: { userId: customer.id, page, pageSize: PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const result = (data ?? previousData)?.customerContracts;
  return (
    <>
      {notice && (
        <Alert
          color="green"
          variant="light"
          withCloseButton
          onClose={() => setNotice(null)}
          data-testid="user-contracts-notice"
        >
          {notice}
        </Alert>
      )}
      <Group justify="space-between">
        <Title order={2}>{t('userContracts.title')}</Title>
        <Button component={Link} to={userPath(customer.id, 'contracts/create')} data-testid="user-contract-create-link">
          {t('userContracts.add')}
        </Button>
      </Group>
      <PagedList result={result} error={error} page={page} onPageChange={setPage} testId="user-contracts">
        {result !== undefined && (
          <UserContractsTable
            contracts={result.items}
            rowActions={(contract) => <UserContractActions contract={contract} onDone={setNotice} />}
          />
        )}
      </PagedList>
    </>
  );
}
