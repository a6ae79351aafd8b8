import { Badge, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Customer, IdentityCheck } from './queries';

const IDENTITY_COLORS: Record<IdentityCheck, string> = {
  NOT_SUBMITTED: 'gray',
  AWAITING_REVIEW: 'yellow',
  APPROVED: 'green',
};

type VerificationFields = Pick<Customer, 'deviceVerified' | 'identityCheck' | 'identityCheckSkipped' | 'deactivatedAt'>;

/**
 * Where the customer stands: device confirmed or not, the identity check (or "skipped"), and
 * "Deactivated". The device PIN itself is never shown (DESIGN.md §2, rule 5).
 */
export function VerificationBadges({ customer }: { customer: VerificationFields }) {
  const { t } = useTranslation();
  const skipped = customer.identityCheck === 'NOT_SUBMITTED' && customer.identityCheckSkipped;
  return (
    <Group gap={4}>
      <Badge
        variant="light"
        size="sm"
        color={customer.deviceVerified ? 'green' : 'orange'}
        data-testid="user-badge-device"
        data-state={customer.deviceVerified ? 'confirmed' : 'unconfirmed'}
      >
        {customer.deviceVerified ? t('users.badge.deviceConfirmed') : t('users.badge.deviceNotConfirmed')}
      </Badge>
      <Badge
        variant="light"
        size="sm"
        color={skipped ? 'blue' : IDENTITY_COLORS[customer.identityCheck]}
        data-testid="user-badge-identity"
        data-state={skipped ? 'SKIPPED' : customer.identityCheck}
      >
        {skipped ? t('users.badge.identitySkipped') : t(`users.badge.identity.${customer.identityCheck}`)}
      </Badge>
      {customer.deactivatedAt !== null && (
        <Badge variant="filled" size="sm" color="red" data-testid="user-badge-deactivated">
          {t('users.badge.deactivated')}
        </Badge>
      )}
    </Group>
  );
}
