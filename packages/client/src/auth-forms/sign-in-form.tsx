import { Anchor, Group, PasswordInput, Stack, TextInput } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { Link } from 'react-router';
import { formSecret, formText, TEXT_MAX_LENGTH } from '../form-fields';
import { useFormAction } from '../use-form-action';
import { authTestId, type AuthFormsApp } from './auth-forms-app';
import { SubmitButton } from './submit-button';
import type { Credentials } from './use-sign-in-and-go-home';

export type SignInTextKey = 'email' | 'password' | 'forgotPassword' | 'submit';

export interface SignInFormProps {
  app: AuthFormsApp;
  text: (key: SignInTextKey) => string;
  /** Usually `useSignInAndGoHome`; a refusal shows in the app's red box. */
  signIn: (credentials: Credentials) => Promise<void>;
  /** Shown under the form, e.g. the customer site's way to sign up. */
  children?: ReactNode;
}

/** E-mail and password, with the way to the password reset (test ids `signin-…`). */
export function SignInForm({ app, text, signIn, children }: SignInFormProps) {
  const { FormErrors } = app;
  const { run, pending, errors } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    void run(() => signIn({ email: formText(form, 'email'), password: formSecret(form, 'password') }));
  };

  // Every text input takes at most 300 characters (specification §5).
  const field = { required: true, maxLength: TEXT_MAX_LENGTH };
  return (
    <form onSubmit={submit} data-testid={authTestId(app, 'signin-form')}>
      <Stack gap="md">
        <TextInput
          {...field}
          name="email"
          type="email"
          label={text('email')}
          autoComplete={app.emailAutoComplete}
          data-testid={authTestId(app, 'signin-email')}
        />
        <PasswordInput
          {...field}
          name="password"
          label={text('password')}
          autoComplete="current-password"
          data-testid={authTestId(app, 'signin-password')}
        />
        <Group justify="flex-end">
          <Anchor
            component={Link}
            to={app.paths.passwordReset}
            size="sm"
            data-testid={authTestId(app, 'signin-password-reset-link')}
          >
            {text('forgotPassword')}
          </Anchor>
        </Group>
        <SubmitButton label={text('submit')} pending={pending} testId={authTestId(app, 'signin-submit')} />
        <FormErrors errors={errors} />
        {children}
      </Stack>
    </form>
  );
}
