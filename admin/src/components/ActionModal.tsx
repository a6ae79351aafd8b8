import { Button, Group, Stack, Text, TextInput, type ButtonProps } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { FormErrors } from './FormErrors';
import { ModalButton } from './ModalButton';

/** A text the admin gives with the decision: a reason, a transaction reference, a link. */
export interface ActionField {
  label: string;
  required: boolean;
  placeholder?: string;
  type?: 'text' | 'url';
  maxLength?: number;
}

interface ActionModalProps {
  /** The button that opens the modal; `${testId}-confirm`, `${testId}-cancel` and `${testId}-text` inside. */
  testId: string;
  buttonLabel: string;
  title: string;
  question: string;
  confirmLabel: string;
  color?: ButtonProps['color'];
  variant?: ButtonProps['variant'];
  field?: ActionField;
  /** The decision itself; its refusal stays in the open modal, in the server's words. */
  onConfirm: (text: string) => Promise<unknown>;
  onDone?: () => void;
}

/**
 * A decision that changes money or what customers see, confirmed before it is sent: button →
 * modal with the question (and a text when the decision takes one) → the call → closed on success.
 */
export function ActionModal({
  testId,
  buttonLabel,
  title,
  question,
  confirmLabel,
  color,
  variant = 'light',
  field,
  onConfirm,
  onDone,
}: ActionModalProps) {
  return (
    <ModalButton label={buttonLabel} testId={testId} title={title} color={color} variant={variant}>
      {(close) => (
        <ActionForm
          testId={testId}
          question={question}
          confirmLabel={confirmLabel}
          color={color}
          field={field}
          onConfirm={onConfirm}
          onCancel={close}
          onDone={() => {
            close();
            onDone?.();
          }}
        />
      )}
    </ModalButton>
  );
}

interface ActionFormProps extends Pick<
  ActionModalProps,
  'testId' | 'question' | 'confirmLabel' | 'color' | 'field' | 'onConfirm'
> {
  onCancel: () => void;
  onDone: () => void;
}

/** The modal's content. */
function ActionForm({ testId, question, confirmLabel, color, field, onConfirm, onCancel, onDone }: ActionFormProps) {
  const { t } = useTranslation();
  const { run, pending, errors } = useFormAction();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const text = formText(new FormData(event.currentTarget), 'text');
    void run(() => onConfirm(text)).then((done) => {
      if (done) onDone();
    });
  };
  return (
    <form onSubmit={submit} data-testid={`${testId}-form`}>
      <Stack gap="md">
        <Text size="sm">{question}</Text>
        {field && (
          <TextInput
            name="text"
            type={field.type ?? 'text'}
            required={field.required}
            label={field.label}
            placeholder={field.placeholder}
            maxLength={field.maxLength ?? TEXT_MAX_LENGTH}
            data-autofocus
            data-testid={`${testId}-text`}
          />
        )}
        <FormErrors errors={errors} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
            {t('fundsCommon.cancel')}
          </Button>
          <Button type="submit" color={color} loading={pending} data-testid={`${testId}-confirm`}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
