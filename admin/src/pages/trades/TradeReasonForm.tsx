import { Button, Group, Stack, Textarea } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';

interface TradeReasonFormProps {
  /** The part of the test ids that names the action: `trade-close` or `trade-void`. */
  testId: string;
  confirmLabel: string;
  color: string;
  /** What the admin reads before giving the reason (the preview, the consequences). */
  children: ReactNode;
  /** Sends the action with the stated reason; refusals are shown in the form. */
  act: (reason: string) => Promise<unknown>;
  onCancel: () => void;
  onDone: () => void;
}

/** The shared body of the close and void dialogs: what happens, a required reason, the refusals. */
export function TradeReasonForm({
  testId,
  confirmLabel,
  color,
  children,
  act,
  onCancel,
  onDone,
}: TradeReasonFormProps) {
  const { t } = useTranslation();
  const { run, pending, errors } = useFormAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const reason = formText(new FormData(event.currentTarget), 'reason');
    void run(() => act(reason)).then((done) => {
      if (done) onDone();
    });
  };
  return (
    <form onSubmit={submit} data-testid={`${testId}-form`}>
      <Stack gap="md">
        {children}
        <Textarea
          required
          minLength={3}
          name="reason"
          label={t('userTrades.reason')}
          maxLength={TEXT_MAX_LENGTH}
          autosize
          minRows={2}
          data-autofocus
          data-testid={`${testId}-reason`}
        />
        <FormErrors errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('userTrades.cancel')}
          </Button>
          <Button type="submit" color={color} loading={pending} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
