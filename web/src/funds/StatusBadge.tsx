import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { DepositStatus, WithdrawalStatus } from '../graphql/generated/graphql';

export type FundsStatus = DepositStatus | WithdrawalStatus;

const COLORS: Record<FundsStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'green',
  COMPLETED: 'green',
  FAILED: 'red',
  CANCELLED: 'gray',
};

/** A deposit's or withdrawal's state, in the page's language. */
export function StatusBadge({ status, testId }: { status: FundsStatus; testId?: string }) {
  const { t } = useTranslation();
  return (
    // At its full width: a narrow table cell would otherwise cut the label short.
    <Badge variant="light" color={COLORS[status]} w="max-content" data-testid={testId} data-status={status}>
      {t(`funds.status.${status}`)}
    </Badge>
  );
}
