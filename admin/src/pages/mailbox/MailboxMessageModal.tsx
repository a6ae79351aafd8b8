import { Divider, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../lib/format';
import { DeliveryState } from './DeliveryState';
import type { MailboxMessage } from './queries';

interface MailboxMessageModalProps {
  /** The message to show; null keeps the modal closed. */
  message: MailboxMessage | null;
  onClose: () => void;
}

/** A mailbox message with its body as plain text (never rendered as HTML). */
export function MailboxMessageModal({ message, onClose }: MailboxMessageModalProps) {
  const { t } = useTranslation();
  const formatTime = useDateTimeFormat();
  return (
    <Modal opened={message !== null} onClose={onClose} title={message?.subject} size="lg">
      {message !== null && (
        <Stack gap="xs" data-testid="mailbox-message">
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('mailbox.recipient')}:
            </Text>
            <Text size="sm">{message.recipient}</Text>
          </Group>
          <Group gap="xs">
            <Text size="sm" fw={600}>
              {t('mailbox.time')}:
            </Text>
            <Text size="sm">{formatTime(message.createdAt)}</Text>
          </Group>
          <Group gap="xs" align="flex-start">
            <Text size="sm" fw={600}>
              {t('mailbox.delivery')}:
            </Text>
            <DeliveryState message={message} />
          </Group>
          <Divider />
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="mailbox-body">
            {message.body}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
