import { useMutation } from '@apollo/client/react';
import { PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { formSecret, formText, TEXT_MAX_LENGTH } from '../form-fields';
import { useFormAction } from '../use-form-action';
import { authTestId } from './auth-forms-app';
import type { PasswordResetSetup } from './password-reset-setup';
import { SubmitButton } from './submit-button';

interface ResetPasswordFormProps {
  setup: PasswordResetSetup;
  /** The account's e-mail when known (from step 1 or the link); the server checks it matches the token. */
  email: string;
  defaultToken: string;
  onReset: () => void;
}

/**
 * Reset step 2: the e-mailed token, the new password and its confirmation → the reset mutation.
 * The confirmation is checked by the server (PASSWORDS_DIFFER), as the specification (§5) has it.
 */
export function ResetPasswordForm({
  setup: { app, text, mutations },
  email,
  defaultToken,
  onReset,
}: ResetPasswordFormProps) {
  const { FormErrors } = app;
  const [resetPassword] = useMutation(mutations.reset);
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
    void run(async () => {
      await resetPassword({ variables });
      onReset();
    });
  };

  return (
    <form onSubmit={submit} data-testid={authTestId(app, 'password-reset-form')}>
      <Stack gap="md">
        <Text size="sm">{text('resetIntro')}</Text>
        {email !== '' && (
          <Text size="sm" c="dimmed" data-testid={authTestId(app, 'password-reset-email')}>
            {text('forEmail', { email })}
          </Text>
        )}
        <TextInput
          required
          maxLength={TEXT_MAX_LENGTH}
          name="token"
          label={text('token')}
          defaultValue={defaultToken}
          autoComplete="one-time-code"
          autoCapitalize="off"
          spellCheck={false}
          data-testid={authTestId(app, 'password-token')}
        />
        <NewPasswordInput name="newPassword" label={text('newPassword')} testId={authTestId(app, 'password-new')} />
        <NewPasswordInput
          name="confirmNewPassword"
          label={text('confirmPassword')}
          testId={authTestId(app, 'password-confirm')}
        />
        <SubmitButton label={text('resetSubmit')} pending={pending} testId={authTestId(app, 'password-reset-submit')} />
        <FormErrors errors={errors} />
      </Stack>
    </form>
  );
}

/** The new password or its confirmation: `new-password` lets the browser offer a generated one. */
function NewPasswordInput({ name, label, testId }: { name: string; label: string; testId: string }) {
  return (
    <PasswordInput
      required
      maxLength={TEXT_MAX_LENGTH}
      name={name}
      label={label}
      autoComplete="new-password"
      data-testid={testId}
    />
  );
}
