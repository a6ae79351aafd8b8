import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { FundsStatus } from './FundsStatusBadge';

interface StatusFilterProps<TStatus extends FundsStatus> {
  statuses: readonly TStatus[];
  value: TStatus | null;
  onChange: (status: TStatus | null) => void;
  testId: string;
}

/** Narrows a funds list to one state; empty shows every state. */
export function StatusFilter<TStatus extends FundsStatus>({
  statuses,
  value,
  onChange,
  testId,
}: StatusFilterProps<TStatus>) {
  const { t } = useTranslation();
  return (
    <NativeSelect
      aria-label={t('fundsCommon.status')}
      value={value ?? ''}
      onChange={(event) => {
        const chosen = event.currentTarget.value;
        onChange(chosen === '' ? null : (statuses.find((status) => status === chosen) ?? null));
      }}
      data={[
        { value: '', label: t('fundsCommon.allStatuses') },
        ...statuses.map((status) => ({ value: status, label: t(`fundsStatus.${status}`) })),
      ]}
      w={200}
      data-testid={testId}
    />
  );
}
