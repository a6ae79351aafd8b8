import { Button, Group, Paper, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrors } from '../../components/FormErrors';
import { formText, SuccessBox, TEXT_MAX_LENGTH, useFormAction } from '@mc/client';
import { SEND_CUSTOMER_EMAIL_MUTATION, type Customer } from './queries';
import { UserScreen } from './UserScreen';

/** The server's limit on an e-mail body. */
const EMAIL_BODY_MAX_LENGTH = 10_000;

/** /control/users/:id/email: an e-mail to the customer (it also lands in the mailbox). */
export function UserEmailPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('users.email.title')} testId="user-email-page">
      {(customer) => (
        <>
          <Title order={2}>{t('users.email.title')}</Title>
          <Paper withBorder p="md" radius="md" maw={560}>
            <UserEmailForm customer={customer} />
          </Paper>
        </>
      )}
    </UserScreen>
  );
}

/** Subject and body → `sendCustomerEmail` (OPERATOR; audited) → green box. */
function UserEmailForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [sendEmail] = useMutation(SEND_CUSTOMER_EMAIL_MUTATION);
  const { run, pending, errors } = useFormAction();
  const [sent, setSent] = useState(false);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const variables = { userId: customer.id, subject: formText(form, 'subject'), body: formText(form, 'body') };
    setSent(false);
    void run(() => sendEmail({ variables })).then((done) => {
      setSent(done);
      // A sent e-mail is not sent twice by a second click.
      if (done) formElement.reset();
    });
  };

  return (
    <form onSubmit={submit} data-testid="user-email-form">
      <Stack gap="md">
        <TextInput
          required
          name="subject"
          label={t('users.email.subject')}
          maxLength={TEXT_MAX_LENGTH}
          data-testid="user-email-subject"
        />
        <Textarea
          required
          name="body"
          label={t('users.email.body')}
          maxLength={EMAIL_BODY_MAX_LENGTH}
          autosize
          minRows={6}
          data-testid="user-email-body"
        />
        <Group justify="flex-end">
          <Button type="submit" loading={pending} data-testid="user-email-submit">
            {t('users.email.submit')}
          </Button>
        </Group>
        <FormErrors errors={errors} />
        {sent && <SuccessBox>{t('users.email.sent', { email: customer.email })}</SuccessBox>}
      </Stack>
    </form>
  );
}
