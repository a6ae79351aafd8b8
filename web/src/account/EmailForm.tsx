import { useMutation } from '@apollo/client/react';
import { Button, Divider, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ME_QUERY } from '../session/queries';
import { FormErrors } from '../ui/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { ACCOUNT_QUERY, CHANGE_EMAIL_MUTATION, REQUEST_EMAIL_CHANGE_MUTATION, type AccountDetails } from './queries';

/**
 * /user/auth/email.html: step 1 e-mails a token to the current address (`requestEmailChange`);
 * step 2, always shown, changes the address with it (`changeEmail`) and reads `me` again.
 */
export function EmailForm({ account }: { account: AccountDetails }) {
  const { t } = useTranslation();
  const [requestEmailChange] = useMutation(REQUEST_EMAIL_CHANGE_MUTATION);
  const [changeEmail] = useMutation(CHANGE_EMAIL_MUTATION, {
    refetchQueries: [ME_QUERY, ACCOUNT_QUERY],
    awaitRefetchQueries: true,
  });
  const request = useFormAction();
  const change = useFormAction();
  /** The address the token went to, kept as it was when it was sent. */
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [changedTo, setChangedTo] = useState<string | null>(null);

  const sendToken = () => {
    setSentTo(null);
    const current = account.email;
    void request.run(async () => {
      await requestEmailChange();
      setSentTo(current);
    });
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const variables = {
      token: formText(data, 'token'),
      newEmail: formText(data, 'newEmail'),
      confirmNewEmail: formText(data, 'confirmNewEmail'),
    };
    setChangedTo(null);
    void change.run(async () => {
      const result = await changeEmail({ variables });
      form.reset();
      setSentTo(null);
      setChangedTo(result.data?.changeEmail.email ?? variables.newEmail);
    });
  };

  return (
    <Stack gap="lg" data-testid="email-form">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('account.email.requestHeading')}
        </Title>
        <Text size="sm">{t('account.email.requestIntro', { email: account.email })}</Text>
        <Button variant="light" onClick={sendToken} loading={request.pending} data-testid="email-request">
          {t('account.email.request')}
        </Button>
        <FormErrors errors={request.errors} />
        {sentTo && <SuccessBox>{t('account.email.sent', { email: sentTo })}</SuccessBox>}
      </Stack>
      <Divider />
      <form onSubmit={submit}>
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('account.email.changeHeading')}
          </Title>
          <TextInput
            required
            maxLength={TEXT_MAX_LENGTH}
            name="token"
            label={t('account.email.token')}
            autoComplete="one-time-code"
            data-testid="email-token"
          />
          <TextInput
            required
            maxLength={TEXT_MAX_LENGTH}
            name="newEmail"
            type="email"
            label={t('account.email.newEmail')}
            autoComplete="email"
            data-testid="email-new"
          />
          <TextInput
            required
            maxLength={TEXT_MAX_LENGTH}
            name="confirmNewEmail"
            type="email"
            label={t('account.email.confirmNewEmail')}
            autoComplete="email"
            data-testid="email-confirm"
          />
          <Button type="submit" loading={change.pending} data-testid="email-submit">
            {t('account.email.submit')}
          </Button>
          <FormErrors errors={change.errors} />
          {changedTo && <SuccessBox>{t('account.email.changed', { email: changedTo })}</SuccessBox>}
        </Stack>
      </form>
    </Stack>
  );
}
