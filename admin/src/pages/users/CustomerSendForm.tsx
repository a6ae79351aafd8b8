import { Button, Group, Stack, Textarea } from '@mantine/core';
import { SuccessBox, useFormAction } from '@mc/client';
import type { FormEvent, ReactNode } from 'react';
import { FormErrors } from '../../components/FormErrors';

interface CustomerSendFormProps {
  /** `user-email` gives the test ids `user-email-form` and `user-email-submit`. */
  testIdPrefix: string;
  /** Reads the fields and calls the send mutation. */
  send: (form: FormData) => Promise<unknown>;
  submitLabel: string;
  /** The green box's text once sent. */
  sentText: string;
  /** The fields. */
  children: ReactNode;
}

/**
 * A form that sends something to the customer (e-mail, message, push): its fields, the submit button,
 * then the red or the green box. A sent form is emptied, so a second click does not send it twice.
 */
export function CustomerSendForm({ testIdPrefix, send, submitLabel, sentText, children }: CustomerSendFormProps) {
  const { run, pending, errors, succeeded } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    void run(() => send(new FormData(formElement))).then((sent) => {
      if (sent) formElement.reset();
    });
  };

  return (
    <form onSubmit={submit} data-testid={`${testIdPrefix}-form`}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid={`${testIdPrefix}-submit`}>
            {submitLabel}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {succeeded && <SuccessBox>{sentText}</SuccessBox>}
      </Stack>
    </form>
  );
}

interface SendBodyTextareaProps {
  label: string;
  /** The server's limit on this kind of body. */
  maxLength: number;
  minRows: number;
  testId: string;
  /** Required unless the specification makes it optional (the message). */
  required?: boolean;
  description?: string;
}

/** The body of what is sent, growing with its text. */
export function SendBodyTextarea({
  label,
  maxLength,
  minRows,
  testId,
  required = true,
  description,
}: SendBodyTextareaProps) {
  return (
    <Textarea
      required={required}
      name="body"
      label={label}
      description={description}
      maxLength={maxLength}
      autosize
      minRows={minRows}
      data-testid={testId}
    />
  );
}
