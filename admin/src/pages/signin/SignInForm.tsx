import { Anchor, Button, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useApolloClient, useMutation } from '@apollo/client/react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { FormErrors } from '../../components/FormErrors';
import { formSecret, formText, useFormAction } from '@mc/client';
import { PATHS } from '../../paths';
import { reloadCurrentAdmin } from '../../session/adminCache';
import { ADMIN_SIGN_IN_MUTATION } from '../../session/queries';

/** E-mail and password → `adminSignIn` (the server sets the admin cookies) → the panel home. */
export function SignInForm() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signIn] = useMutation(ADMIN_SIGN_IN_MUTATION);
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      await signIn({ variables: { email: formText(form, 'email'), password: formSecret(form, 'password') } });
      await reloadCurrentAdmin(client);
      await navigate(PATHS.home, { replace: true });
    });
  };

  return (
    <form onSubmit={submit} data-testid="admin-signin-form">
      <Stack gap="md">
        <TextInput
          required
          name="email"
          type="email"
          label={t('signin.email')}
          autoComplete="username"
          data-testid="admin-signin-email"
        />
        <PasswordInput
          required
          name="password"
          label={t('signin.password')}
          autoComplete="current-password"
          data-testid="admin-signin-password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.passwordReset} size="sm" data-testid="admin-signin-password-reset-link">
            {t('signin.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} data-testid="admin-signin-submit">
          {t('signin.submit')}
        </Button>
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}
