import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  body: string;
  confirmLabel: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Prefix of the dialog's test ids: `${testId}-confirm`, `${testId}-cancel`. */
  testId: string;
}

/** Asks before money moves (a pledge, a repayment): nothing is sent until the customer confirms. */
export function ConfirmDialog({
  opened,
  title,
  body,
  confirmLabel,
  pending,
  onConfirm,
  onCancel,
  testId,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={opened} onClose={onCancel} title={title} centered data-testid={`${testId}-dialog`}>
      <Text size="sm" mb="md" data-testid={`${testId}-body`}>
        {body}
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
          {t('contractDetail.cancel')}
        </Button>
        <Button loading={pending} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
