import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormAction } from '@mc/client';
import { FormErrors } from './FormErrors';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  /** The button that opens it: `${testId}-confirm` and `${testId}-cancel` are the dialog's buttons. */
  testId: string;
  /** The call itself; its refusal stays in the open dialog, in the server's words. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  onDone: () => void;
}

/**
 * The confirmation of a form that is already filled in (a page text, a reply): the form's submit
 * opens it, and only its confirm button sends. ActionModal is the variant whose button opens it.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title}>
      {props.opened && <ConfirmBody {...props} />}
    </Modal>
  );
}

/** Mounted only while open, so each opening starts without the last refusal. */
function ConfirmBody({ question, confirmLabel, testId, onConfirm, onClose, onDone }: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { run, pending, errors } = useFormAction();
  const confirm = () => {
    void run(onConfirm).then((done) => {
      if (done) onDone();
    });
  };
  return (
    <Stack gap="md" data-testid={`${testId}-dialog`}>
      <Text size="sm">{question}</Text>
      <FormErrors errors={errors} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid={`${testId}-cancel`}>
          {t('fundsCommon.cancel')}
        </Button>
        <Button onClick={confirm} loading={pending} data-testid={`${testId}-confirm`}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
