import { useMutation } from '@apollo/client/react';
import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../ui/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { REQUEST_PASSWORD_RESET_MUTATION } from './queries';

interface ResetRequestFormProps {
  defaultEmail: string;
  /** Called with the e-mail once the server took the request (step 2 is shown then). */
  onRequested: (email: string) => void;
}

/** Reset step 1: the e-mail → `requestPasswordReset`; the answer never tells whether it has an account. */
export function ResetRequestForm({ defaultEmail, onRequested }: ResetRequestFormProps) {
  const { t } = useTranslation();
  const [requestReset] = useMutation(REQUEST_PASSWORD_RESET_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    setSent(false);
    void run(async () => {
      await requestReset({ variables: { email } });
      setSent(true);
      onRequested(email);
    });
  };

  return (
    <form onSubmit={submit} data-testid="password-request-form">
      <Stack gap="md">
        <Text size="sm">{t('password.requestIntro')}</Text>
        <TextInput
          required
          maxLength={TEXT_MAX_LENGTH}
          name="email"
          type="email"
          label={t('password.email')}
          defaultValue={defaultEmail}
          autoComplete="email"
          data-testid="password-email"
        />
        <Button type="submit" loading={pending} data-testid="password-request-submit">
          {t('password.requestSubmit')}
        </Button>
        <FormErrors errors={errors} />
        {sent && <SuccessBox>{t('password.requested')}</SuccessBox>}
      </Stack>
    </form>
  );
}
