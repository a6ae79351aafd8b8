import { Anchor, Stack, Text } from '@mantine/core';
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
  const { pendingDepositCount, pendingWithdrawalCount } = customer;
  // Null while funds is away (issue 26): the list still shows the customer.
  if (pendingDepositCount == null || pendingWithdrawalCount == null)
    return (
      <Text size="sm" c="dimmed" data-testid="users-row-pending-unavailable">
        {t('state.unavailableTitle')}
      </Text>
    );
  if (pendingDepositCount === 0 && pendingWithdrawalCount === 0) return <>{t('users.details.none')}</>;
  // The row opens the customer on click; these links lead further and must not trigger it too.
  const stop = (event: MouseEvent) => event.stopPropagation();
  return (
    <Stack gap={0} data-testid="users-row-pending">
      {pendingDepositCount > 0 && (
        <Anchor
          component={Link}
          to={userPath(customer.id, 'deposits')}
          onClick={stop}
          size="sm"
          data-testid="users-row-pending-deposits"
        >
          {t('userFunds.pending.deposits', { count: pendingDepositCount })}
        </Anchor>
      )}
      {pendingWithdrawalCount > 0 && (
        <Anchor
          component={Link}
          to={userPath(customer.id, 'withdrawals')}
          onClick={stop}
          size="sm"
          data-testid="users-row-pending-withdrawals"
        >
          {t('userFunds.pending.withdrawals', { count: pendingWithdrawalCount })}
        </Anchor>
      )}
    </Stack>
  );
}
