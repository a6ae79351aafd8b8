import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContractStatus } from '../../graphql/generated/graphql';

const COLORS: Record<ContractStatus, string> = {
  PENDING_PAYMENT: 'yellow',
  MINING: 'green',
  STOPPED: 'orange',
  EXPIRED: 'gray',
  TERMINATED: 'red',
};

/** A contract's state, in the page's language. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return (
    // At its full width: a narrow table cell would otherwise cut the label short.
    <Badge
      variant="light"
      color={COLORS[status]}
      w="max-content"
      data-testid="contracts-row-status"
      data-status={status}
    >
      {t(`contracts.statuses.${status}`)}
    </Badge>
  );
}
