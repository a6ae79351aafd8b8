import { useMutation } from '@apollo/client/react';
import { Stack, Text, TextInput } from '@mantine/core';
import type { FormEvent } from 'react';
import { formText, TEXT_MAX_LENGTH } from '../form-fields';
import { SuccessBox } from '../success-box';
import { useFormAction } from '../use-form-action';
import { authTestId } from './auth-forms-app';
import type { PasswordResetSetup } from './password-reset-setup';
import { SubmitButton } from './submit-button';

interface ResetRequestFormProps {
  setup: PasswordResetSetup;
  defaultEmail: string;
  /** Called with the e-mail once the server took the request (step 2 is shown then). */
  onRequested: (email: string) => void;
}

/** Reset step 1: the e-mail → the request mutation; the answer never tells whether it has an account. */
export function ResetRequestForm({
  setup: { app, text, mutations },
  defaultEmail,
  onRequested,
}: ResetRequestFormProps) {
  const { FormErrors } = app;
  const [requestReset] = useMutation(mutations.request);
  const { run, pending, errors, succeeded } = useFormAction();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const email = formText(new FormData(event.currentTarget), 'email');
    void run(async () => {
      await requestReset({ variables: { email } });
      onRequested(email);
    });
  };

  return (
    <form onSubmit={submit} data-testid={authTestId(app, 'password-request-form')}>
      <Stack gap="md">
        <Text size="sm">{text('requestIntro')}</Text>
        <TextInput
          required
          maxLength={TEXT_MAX_LENGTH}
          name="email"
          type="email"
          label={text('email')}
          defaultValue={defaultEmail}
          autoComplete={app.emailAutoComplete}
          data-testid={authTestId(app, 'password-email')}
        />
        <SubmitButton
          label={text('requestSubmit')}
          pending={pending}
          testId={authTestId(app, 'password-request-submit')}
        />
        <FormErrors errors={errors} />
        {succeeded && <SuccessBox>{text('requested')}</SuccessBox>}
      </Stack>
    </form>
  );
}
