import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdjustmentStatus, DepositStatus, WithdrawalStatus } from '../graphql/funds';

/** Every state of a deposit, withdrawal or adjustment (DESIGN.md §7). */
export type FundsStatus = DepositStatus | WithdrawalStatus | AdjustmentStatus;

const COLORS: Record<FundsStatus, string> = {
  PENDING: 'yellow',
  CONFIRMED: 'green',
  COMPLETED: 'green',
  APPROVED: 'green',
  FAILED: 'red',
  REJECTED: 'red',
  CANCELLED: 'gray',
};

export function FundsStatusBadge({ status }: { status: FundsStatus }) {
  const { t } = useTranslation();
  return (
    // At its full width: a narrow table cell would otherwise cut the label short.
    <Badge variant="light" color={COLORS[status]} w="max-content" data-testid="funds-status" data-status={status}>
      {t(`fundsStatus.${status}`)}
    </Badge>
  );
}
