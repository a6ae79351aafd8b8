import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ContactMessageStatus } from '../../graphql/generated/graphql';

export const CONTACT_STATUSES = ['NEW', 'HANDLED'] as const satisfies readonly ContactMessageStatus[];

export function isContactStatus(value: string | null): value is ContactMessageStatus {
  return (CONTACT_STATUSES as readonly (string | null)[]).includes(value);
}

/** NEW waits for an answer; HANDLED was marked so by an admin. */
export function ContactStatusBadge({ status }: { status: ContactMessageStatus }) {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color={status === 'NEW' ? 'blue' : 'gray'} data-testid="contact-status">
      {t(`contact.status.${status}`)}
    </Badge>
  );
}
