import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { REQUEST_ADMIN_PASSWORD_RESET_MUTATION } from './queries';

interface RequestResetFormProps {
  defaultEmail: string;
  /** Called with the e-mail once the server took the request (step 2 is shown then). */
  onRequested: (email: string) => void;
}

/** Reset step 1: the e-mail → `requestAdminPasswordReset`; the answer never tells whether it has an account. */
export function RequestResetForm({ defaultEmail, onRequested }: RequestResetFormProps) {
  const { t } = useTranslation();
  const [requestReset] = useMutation(REQUEST_ADMIN_PASSWORD_RESET_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    setSent(false);
    void run(() => requestReset({ variables: { email } })).then((ok) => {
      setSent(ok);
      if (ok) onRequested(email);
    });
  };

  return (
    <form onSubmit={submit} data-testid="admin-password-request-form">
      <Stack gap="md">
        <Text size="sm">{t('passwordReset.requestIntro')}</Text>
        <TextInput
          required
          maxLength={TEXT_MAX_LENGTH}
          name="email"
          type="email"
          label={t('passwordReset.email')}
          defaultValue={defaultEmail}
          autoComplete="username"
          data-testid="admin-password-email"
        />
        <Button type="submit" loading={pending} data-testid="admin-password-request-submit">
          {t('passwordReset.requestSubmit')}
        </Button>
        <FormErrors errors={errors} />
        {sent && <SuccessBox>{t('passwordReset.requested')}</SuccessBox>}
      </Stack>
    </form>
  );
}
