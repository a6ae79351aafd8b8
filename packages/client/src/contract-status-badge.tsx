import { Badge } from '@mantine/core';

/** The contract statuses, and STARTING: a MINING contract before its start day, shown apart. */
type ContractStatus = 'PENDING_PAYMENT' | 'STARTING' | 'MINING' | 'STOPPED' | 'EXPIRED' | 'TERMINATED';

const COLORS: Record<ContractStatus, string> = {
  PENDING_PAYMENT: 'yellow',
  STARTING: 'blue',
  MINING: 'green',
  STOPPED: 'orange',
  EXPIRED: 'gray',
  TERMINATED: 'red',
};

/** A mining contract's state as a badge, the same colours in both apps; each app gives its own label. */
export function ContractStatusBadge({
  status,
  label,
  testId,
}: {
  status: ContractStatus;
  label: string;
  testId: string;
}) {
  return (
    // At its full width: a narrow table cell would otherwise cut the label short.
    <Badge variant="light" color={COLORS[status]} w="max-content" data-testid={testId} data-status={status}>
      {label}
    </Badge>
  );
}
