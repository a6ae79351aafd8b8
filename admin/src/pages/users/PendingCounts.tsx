import { Anchor, Stack } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { userPath } from '../../paths';
import type { CustomerRow } from './queries';

/**
 * The customer's pending deposits and withdrawals (specification §2; shown for every customer,
 * since no PIN is ever shown), each linking to the customer's list; a dash when there are none.
 */
export function PendingCounts({ customer }: { customer: CustomerRow }) {
  const { t } = useTranslation();
  if (customer.pendingDepositCount === 0 && customer.pendingWithdrawalCount === 0)
    return <>{t('users.details.none')}</>;
  // The row opens the customer on click; these links lead further and must not trigger it too.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Stack gap={0} data-testid="users-row-pending">
      {customer.pendingDepositCount > 0 && (
        <Anchor
          component={Link}
          to={userPath(customer.id, 'deposits')}
          onClick={stop}
          size="sm"
          data-testid="users-row-pending-deposits"
        >
          {t('userFunds.pending.deposits', { count: customer.pendingDepositCount })}
        </Anchor>
      )}
      {customer.pendingWithdrawalCount > 0 && (
        <Anchor
          component={Link}
          to={userPath(customer.id, 'withdrawals')}
          onClick={stop}
          size="sm"
          data-testid="users-row-pending-withdrawals"
        >
          {t('userFunds.pending.withdrawals', { count: customer.pendingWithdrawalCount })}
        </Anchor>
      )}
    </Stack>
  );
}
