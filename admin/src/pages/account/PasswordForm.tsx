import { Button, Group, PasswordInput, Stack } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formSecret, SuccessBox, useFormAction } from '@mc/client';
import { CHANGE_ADMIN_PASSWORD_MUTATION } from './queries';

/**
 * Current, new and confirmed password → `changeAdminPassword`. The confirmation is checked by the
 * server (PASSWORDS_DIFFER), as the specification (§5) has it; the form clears itself on success.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const [changePassword] = useMutation(CHANGE_ADMIN_PASSWORD_MUTATION);
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
    void run(() => changePassword({ variables })).then((ok) => {
      if (ok) formElement.reset();
      setChanged(ok);
    });
  };

  return (
    <form onSubmit={submit} data-testid="account-password-form">
      <Stack gap="md">
        <PasswordInput
          required
          name="password"
          label={t('account.password.current')}
          autoComplete="current-password"
          data-testid="account-password-current"
        />
        <PasswordInput
          required
          name="newPassword"
          label={t('account.password.new')}
          autoComplete="new-password"
          data-testid="account-password-new"
        />
        <PasswordInput
          required
          name="confirmNewPassword"
          label={t('account.password.confirm')}
          autoComplete="new-password"
          data-testid="account-password-confirm"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="account-password-submit">
            {t('account.password.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {changed && <SuccessBox>{t('account.password.changed')}</SuccessBox>}
      </Stack>
    </form>
  );
}
