import { useMutation } from '@apollo/client/react';
import { Button, PasswordInput, Stack } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../ui/FormErrors';
import { formSecret, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { CHANGE_PASSWORD_MUTATION } from './queries';

/**
 * Current, new and confirmed password → `changePassword`; the customer's other sessions end, this
 * one stays. The confirmation is checked by the server (PASSWORDS_DIFFER); the form clears on success.
 */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const [changePassword] = useMutation(CHANGE_PASSWORD_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [changed, setChanged] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const variables = {
      password: formSecret(form, 'password'),
      newPassword: formSecret(form, 'newPassword'),
      confirmNewPassword: formSecret(form, 'confirmNewPassword'),
    };
    setChanged(false);
    void run(async () => {
      await changePassword({ variables });
      formElement.reset();
      setChanged(true);
    });
  };

  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid="change-password-form">
      <Stack gap="md">
        <PasswordInput
          {...field}
          name="password"
          label={t('user.password.current')}
          autoComplete="current-password"
          data-testid="change-password-current"
        />
        <PasswordInput
          {...field}
          name="newPassword"
          label={t('user.password.new')}
          autoComplete="new-password"
          data-testid="change-password-new"
        />
        <PasswordInput
          {...field}
          name="confirmNewPassword"
          label={t('user.password.confirm')}
          autoComplete="new-password"
          data-testid="change-password-confirm"
        />
        <Button type="submit" loading={pending} data-testid="change-password-submit">
          {t('user.password.submit')}
        </Button>
        <FormErrors errors={errors} />
        {changed && <SuccessBox>{t('user.password.changed')}</SuccessBox>}
      </Stack>
    </form>
  );
}
