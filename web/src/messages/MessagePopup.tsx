import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../ui/format';
import { FormErrors } from '../ui/FormErrors';
import { useFormAction } from '@mc/client';
import type { Message } from './queries';
import { useDismissMessage } from './useDismissMessage';

interface MessagePopupProps {
  /** The POPUP message to show; null closes the modal. */
  message: Message | null;
  /** Called once the message is dismissed (it has left the cached list already). */
  onDismissed: (id: string) => void;
}

/**
 * A POPUP message in a modal; OK dismisses it (`dismissMessage`) and the next one, if any, follows.
 * It closes only through OK, so the customer cannot miss it.
 */
export function MessagePopup({ message, onDismissed }: MessagePopupProps) {
  const { t } = useTranslation();
  // The last message stays in the modal while it fades out.
  const [shown, setShown] = useState(message);
  if (message && message.id !== shown?.id) setShown(message);
  return (
    <Modal.Root
      opened={message !== null}
      onClose={() => undefined}
      centered
      closeOnEscape={false}
      closeOnClickOutside={false}
    >
      <Modal.Overlay />
      <Modal.Content data-testid="message-popup" data-message-id={shown?.id}>
        <Modal.Header>
          <Modal.Title fw={700}>{t('messages.popupTitle')}</Modal.Title>
        </Modal.Header>
        <Modal.Body>{shown && <PopupBody key={shown.id} message={shown} onDismissed={onDismissed} />}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}

/** One message's text and its OK button; a failed dismissal stays with that message. */
function PopupBody({ message, onDismissed }: { message: Message; onDismissed: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const dismiss = useDismissMessage();
  const { run, pending, errors } = useFormAction();
  const confirm = () => {
    void run(async () => {
      await dismiss(message.id);
      onDismissed(message.id);
    });
  };
  return (
    <Stack gap="md">
      <Text size="xs" c="dimmed">
        {formatDate(message.createdAt, i18n.language, true)}
      </Text>
      <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="message-popup-body">
        {message.body}
      </Text>
      <FormErrors errors={errors} />
      <Group justify="flex-end">
        <Button onClick={confirm} loading={pending} miw={96} data-autofocus data-testid="message-popup-ok">
          {t('messages.ok')}
        </Button>
      </Group>
    </Stack>
  );
}
