import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction, useRequestId } from '@mc/client';
import { FormErrors } from '../../components/FormErrors';

interface ParameterFormProps {
  /** `${testId}-value`, `${testId}-reason`, `${testId}-submit` inside. */
  testId: string;
  valueLabel: string;
  submitLabel: string;
  doneLabel: string;
  /** A field before the value (which plan, which coin). */
  children?: ReactNode;
  /** The change: a whole number, the reason and the submission's idempotency key. */
  onSubmit: (value: number, reason: string, requestId: string, form: FormData) => Promise<unknown>;
}

/** One market-parameter change: a whole number and a reason, audited by mining; one request per submission. */
export function ParameterForm({ testId, valueLabel, submitLabel, doneLabel, children, onSubmit }: ParameterFormProps) {
  const { t } = useTranslation();
  const { run, pending, errors } = useFormAction();
  const { requestId, renew } = useRequestId();
  const [done, setDone] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const element = event.currentTarget;
    const form = new FormData(element);
    setDone(false);
    void run(async () => {
      await onSubmit(Number(formText(form, 'value')), formText(form, 'reason'), requestId, form);
      renew();
      element.reset();
      setDone(true);
    });
  };
  return (
    <form onSubmit={submit} data-testid={`${testId}-form`}>
      <Stack gap="sm">
        <Group grow align="flex-start">
          {children}
          <TextInput
            required
            name="value"
            label={valueLabel}
            inputMode="numeric"
            pattern="[0-9]+"
            data-testid={`${testId}-value`}
          />
        </Group>
        <Textarea
          required
          name="reason"
          label={t('miningCommon.reason')}
          description={t('miningCommon.reasonHint')}
          minLength={3}
          maxLength={TEXT_MAX_LENGTH}
          autosize
          minRows={1}
          data-testid={`${testId}-reason`}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid={`${testId}-submit`}>
            {submitLabel}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {done && <SuccessBox>{doneLabel}</SuccessBox>}
      </Stack>
    </form>
  );
}
