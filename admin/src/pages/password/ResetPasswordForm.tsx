import { Button, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formSecret, formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { RESET_ADMIN_PASSWORD_MUTATION } from './queries';

interface ResetPasswordFormProps {
  /** The account's e-mail when known (from step 1 or the link); the server checks it matches the token. */
  email: string;
  defaultToken: string;
  onReset: () => void;
}

/**
 * Reset step 2: the e-mailed token, the new password and its confirmation → `resetAdminPassword`.
 * The confirmation is checked by the server (PASSWORDS_DIFFER), as the specification (§5) has it.
 */
export function ResetPasswordForm({ email, defaultToken, onReset }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [resetPassword] = useMutation(RESET_ADMIN_PASSWORD_MUTATION);
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const variables = {
      email: email === '' ? null : email,
      token: formText(form, 'token'),
      newPassword: formSecret(form, 'newPassword'),
      confirmNewPassword: formSecret(form, 'confirmNewPassword'),
    };
    void run(() => resetPassword({ variables })).then((ok) => {
      if (ok) onReset();
    });
  };

  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid="admin-password-reset-form">
      <Stack gap="md">
        <Text size="sm">{t('passwordReset.resetIntro')}</Text>
        {email !== '' && (
          <Text size="sm" c="dimmed" data-testid="admin-password-reset-email">
            {t('passwordReset.forEmail', { email })}
          </Text>
        )}
        <TextInput
          {...field}
          name="token"
          label={t('passwordReset.token')}
          defaultValue={defaultToken}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          data-testid="admin-password-token"
        />
        <PasswordInput
          {...field}
          name="newPassword"
          label={t('passwordReset.new')}
          autoComplete="new-password"
          data-testid="admin-password-new"
        />
        <PasswordInput
          {...field}
          name="confirmNewPassword"
          label={t('passwordReset.confirm')}
          autoComplete="new-password"
          data-testid="admin-password-confirm"
        />
        <Button type="submit" loading={pending} data-testid="admin-password-reset-submit">
          {t('passwordReset.resetSubmit')}
        </Button>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
