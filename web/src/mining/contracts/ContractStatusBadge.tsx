import { useTranslation } from 'react-i18next';
import { ContractStatusBadge as SharedStatusBadge } from '@mc/client';
import type { ContractStatus } from '../../graphql/generated/graphql';
import { formatDay } from './format';

/**
 * A contract's state, in the page's language. A MINING contract before its start day (`startsOn` given)
 * says when it starts instead: it has not mined yet.
 */
export function ContractStatusBadge({ status, startsOn }: { status: ContractStatus; startsOn?: string | null }) {
  const { t, i18n } = useTranslation();
  if (startsOn)
    return (
      <SharedStatusBadge
        status="STARTING"
        label={t('contracts.statuses.STARTING', { day: formatDay(startsOn, i18n.language) })}
        testId="contracts-row-status"
      />
    );
  return <SharedStatusBadge status={status} label={t(`contracts.statuses.${status}`)} testId="contracts-row-status" />;
}
