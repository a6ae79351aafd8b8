import { useApolloClient, useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PATHS } from '../session/paths';
import { reloadViewer } from '../session/viewerCache';
import { FormErrors } from '../ui/FormErrors';
import { formSecret, formText, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { SIGN_IN_MUTATION } from './queries';

export function SignInForm() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const navigate = useNavigate();
  const [signIn] = useMutation(SIGN_IN_MUTATION);
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(async () => {
      await signIn({ variables: { email: formText(form, 'email'), password: formSecret(form, 'password') } });
      await reloadViewer(client);
      // The user guard there sends a customer with unfinished sign-up steps on to them.
      await navigate(PATHS.userHome, { replace: true });
    });
  };

  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid="signin-form">
      <Stack gap="md">
        <TextInput
          {...field}
          name="email"
          type="email"
          label={t('signin.email')}
          autoComplete="email"
          data-testid="signin-email"
        />
        <PasswordInput
          {...field}
          name="password"
          label={t('signin.password')}
          autoComplete="current-password"
          data-testid="signin-password"
        />
        <Group justify="flex-end">
          <Anchor component={Link} to={PATHS.passwordReset} size="sm" data-testid="signin-password-reset-link">
            {t('signin.forgotPassword')}
          </Anchor>
        </Group>
        <Button type="submit" loading={pending} data-testid="signin-submit">
          {t('signin.submit')}
        </Button>
        <FormErrors errors={errors} />
        <Text size="sm" ta="center">
          {t('signin.noAccount')}{' '}
          <Anchor component={Link} to={PATHS.signUp} data-testid="signin-signup-link">
            {t('signin.signUpLink')}
          </Anchor>
        </Text>
      </Stack>
    </form>
  );
}
