import { useTranslation } from 'react-i18next';
import { ContractStatusBadge as SharedStatusBadge } from '@mc/client';
import type { ContractStatus } from '../../graphql/generated/graphql';

/** A contract's state, in the page's language. */
export function ContractStatusBadge({ status }: { status: ContractStatus }) {
  const { t } = useTranslation();
  return <SharedStatusBadge status={status} label={t(`contracts.statuses.${status}`)} testId="contracts-row-status" />;
}
