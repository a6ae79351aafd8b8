import { TextInput } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { formText, TEXT_MAX_LENGTH } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { CustomerFormScreen } from './CustomerFormScreen';
import { CustomerSendForm, SendBodyTextarea } from './CustomerSendForm';
import { SEND_CUSTOMER_EMAIL_MUTATION, type Customer } from './queries';

/** The server's limit on an e-mail body. */
const EMAIL_BODY_MAX_LENGTH = 10_000;

/** /control/users/:id/email: an e-mail to the customer (it also lands in the mailbox). */
export function UserEmailPage() {
  const { t } = useTranslation();
  return <CustomerFormScreen title={t('users.email.title')} testId="user-email-page" Form={UserEmailForm} />;
}

/** Subject and body → `sendCustomerEmail` (OPERATOR; audited) → green box. */
function UserEmailForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const [sendEmail] = useMutation(SEND_CUSTOMER_EMAIL_MUTATION);
  const send = (form: FormData) =>
    sendEmail({ variables: { userId: customer.id, subject: formText(form, 'subject'), body: formText(form, 'body') } });

  return (
    <CustomerSendForm
      testIdPrefix="user-email"
      send={send}
      submitLabel={t('users.email.submit')}
      sentText={t('users.email.sent', { email: customer.email })}
    >
      <TextInput
        required
        name="subject"
        label={t('users.email.subject')}
        maxLength={TEXT_MAX_LENGTH}
        data-testid="user-email-subject"
      />
      <SendBodyTextarea
        label={t('users.email.body')}
        maxLength={EMAIL_BODY_MAX_LENGTH}
        minRows={6}
        testId="user-email-body"
      />
    </CustomerSendForm>
  );
}
