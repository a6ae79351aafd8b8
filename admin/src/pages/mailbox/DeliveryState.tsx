import { Badge, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../lib/format';
import type { MailboxMessage } from './queries';

/** The delivery time, or "In mailbox" with the last delivery error when one was recorded. */
export function DeliveryState({ message }: { message: MailboxMessage }) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  if (message.deliveredAt !== null) {
    return (
      <Text size="sm" data-testid="mailbox-delivered">
        {formatTime(message.deliveredAt)}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color="gray" data-testid="mailbox-in-mailbox">
        {t('mailbox.inMailbox')}
      </Badge>
      {message.lastError !== null && (
        <Text size="xs" c="red" data-testid="mailbox-last-error">
          {message.lastError}
        </Text>
      )}
    </Stack>
  );
}
