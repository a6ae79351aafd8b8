import { Alert, Paper, Text, TextInput, Title } from '@mantine/core';
import { useMutation } from '@apollo/client/react';
import { formText, TEXT_MAX_LENGTH } from '@mc/client';
import { useTranslation } from 'react-i18next';
import { useDateTimeFormat } from '../../lib/format';
import { CustomerSendForm } from './CustomerSendForm';
import { SEND_CUSTOMER_PUSH_MUTATION, type Customer } from './queries';
import { UserScreen } from './UserScreen';

/**
 * /control/users/:id/push. The form shows only for a customer with a push subscription
 * (specification 001 §2); otherwise the specification's denial text.
 */
export function UserPushPage() {
  const { t } = useTranslation();
  return (
    <UserScreen screen={t('users.push.title')} testId="user-push-page">
      {(customer) => (
        <>
          <Title order={2}>{t('users.push.title')}</Title>
          {customer.pushSubscription ? (
            <Paper withBorder p="md" radius="md" maw={560}>
              <UserPushForm customer={customer} />
            </Paper>
          ) : (
            <Alert color="gray" variant="light" maw={560} data-testid="user-push-denied">
              {t('users.push.denied')}
            </Alert>
          )}
        </>
      )}
    </UserScreen>
  );
}

/** Subject and body → `sendCustomerPush` (OPERATOR; audited) → green box. */
function UserPushForm({ customer }: { customer: Customer }) {
  const { t } = useTranslation();
  const formatDateTime = useDateTimeFormat();
  const [sendPush] = useMutation(SEND_CUSTOMER_PUSH_MUTATION, { refetchQueries: ['AdminCustomer'] });
  const subscription = customer.pushSubscription!;
  const send = (form: FormData) =>
    sendPush({ variables: { userId: customer.id, subject: formText(form, 'subject'), body: formText(form, 'body') } });

  return (
    <CustomerSendForm
      testIdPrefix="user-push"
      send={send}
      submitLabel={t('users.push.submit')}
      sentText={t('users.push.sent', { email: customer.email })}
    >
      <Text size="sm" c="dimmed" data-testid="user-push-subscription">
        {t('users.push.subscribedAt', {
          service: subscription.endpointOrigin,
          date: formatDateTime(subscription.savedAt),
        })}
      </Text>
      <TextInput
        required
        name="subject"
        label={t('users.push.subject')}
        maxLength={TEXT_MAX_LENGTH}
        data-testid="user-push-subject"
      />
      <TextInput
        required
        name="body"
        label={t('users.push.body')}
        maxLength={TEXT_MAX_LENGTH}
        data-testid="user-push-body"
      />
    </CustomerSendForm>
  );
}
