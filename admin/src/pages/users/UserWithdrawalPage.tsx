import { useQuery } from '@apollo/client/react';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { NotFound } from '../../components/NotFound';
import { QueryError, QueryLoader } from '../../components/QueryState';
import { WITHDRAWAL_QUERY } from '../withdrawals/queries';
import { WithdrawalDetail } from '../withdrawals/WithdrawalDetail';
import type { Customer } from './queries';
import { UserScreen } from './UserScreen';

/** /control/users/:id/withdrawals/:wid: one of the customer's withdrawals and its decisions. */
export function UserWithdrawalPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('userFunds.withdrawals.detailTitle')} testId="user-withdrawal-page">
      {(customer) => <UserWithdrawal customer={customer} />}
    </UserScreen>
  );
}

function UserWithdrawal({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const { wid = '' } = useParams();
  const { data, error } = useQuery(WITHDRAWAL_QUERY, { variables: { id: wid }, fetchPolicy: 'cache-and-network' });
  const withdrawal = data?.withdrawal;
  if (error !== undefined && withdrawal === undefined) return <QueryError error={error} />;
  if (withdrawal === undefined) return <QueryLoader />;
  if (withdrawal === null || withdrawal.userId !== customer.id) return <NotFound />;
  return (
    <>
      <Title order={2}>{t('userFunds.withdrawals.detailTitle')}</Title>
      <WithdrawalDetail withdrawal={withdrawal} />
    </>
  );
}
