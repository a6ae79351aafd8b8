import { useQuery } from '@apollo/client/react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { DepositDetail } from '../deposits/DepositDetail';
import { DEPOSIT_QUERY } from '../deposits/queries';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

/** /control/users/:id/deposits/:did/update: one of the customer's deposits and its decisions. */
export function UserDepositPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userFunds.deposits.detailTitle')} testId="user-deposit-page">
      {(customer) => <UserDeposit customer={customer} />}
    </UserScreen>
  );
}

function UserDeposit({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { did = '' } = useParams();
  const { data, error } = useQuery(DEPOSIT_QUERY, { variables: { id: did }, fetchPolicy: 'cache-and-network' });
  const deposit = data?.deposit;
  if (error !== undefined && deposit === undefined) return <QueryError error={error} />;
  if (deposit === undefined) return <QueryLoader />;
  // Another customer's deposit under this customer's path is as good as missing.
  if (deposit === null || deposit.userId !== customer.id) return <NotFound />;
  return (
    <>
      <Title order={2}>{t('userFunds.deposits.detailTitle')}</Title>
      <DepositDetail deposit={deposit} />
    </>
  );
}
