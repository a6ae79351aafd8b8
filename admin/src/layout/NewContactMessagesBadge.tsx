import { useQuery } from '@apollo/client/react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { NEW_CONTACT_MESSAGES_COUNT_QUERY } from '../pages/contact/queries';

/** How often the navbar asks again how many contact messages wait (new ones arrive from the public site). */
const POLL_INTERVAL_MS = 60_000;

/** The number of NEW contact messages beside the inbox's navbar entry; nothing when none wait. */
export function NewContactMessagesBadge() {
  const { t } = useTranslation();
  const { data } = useQuery(NEW_CONTACT_MESSAGES_COUNT_QUERY, { pollInterval: POLL_INTERVAL_MS });
  const count = data?.contactMessages.total ?? 0;
  if (count === 0) return null;
  return (
    <Badge size="sm" circle={count < 10} aria-label={t('contact.newCount', { count })} data-testid="nav-contact-count">
      {count}
    </Badge>
  );
}
